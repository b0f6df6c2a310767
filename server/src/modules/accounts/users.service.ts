import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import { birthdateToIso, checkBirthdate, MIN_AGE } from '@forma/contract/accounts/birthdate.rules';
import type {
  UpdateMeBody,
  UpdatePrivateBody,
  Warning,
} from '@forma/contract/accounts/users.schemas';
import { invalid } from '../../platform/errors/app-error.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { now } from '../../platform/clock.ts';
import { accountMembers, accounts } from './accounts.tables.ts';
import { callerCurrentAccount } from './caller-context.ts';
import { findUser } from './users.repository.ts';
import { users } from './users.tables.ts';
import { avatarMessages } from './accounts.messages.ts';

function checkedBirthdate(value: string, role: 'coach' | 'user'): string {
  const minAge = role === 'user' ? MIN_AGE.client : MIN_AGE.coach;
  const message = checkBirthdate(value, { minAge, today: now() });
  if (message) throw invalid('birthdate', message);
  return birthdateToIso(value)!;
}

async function reload(rc: RequestContext, id: number) {
  return rc.presentMe(rc.db, (await findUser(rc.db, id))!);
}

/** GET users/me. */
export async function getMe(rc: RequestContext) {
  const { caller } = await requireAccess(rc, 'user.read');
  return rc.presentMe(rc.db, caller.user, caller);
}

/** POST users/me: trial start, business profile, coaching questions, or the person's profile. */
export async function updateMe(rc: RequestContext, input: UpdateMeBody['user']) {
  const { db } = rc;
  const { caller } = await requireAccess(rc, 'user.update');
  const user = caller.user;
  // Coach-only parts: a client is refused with notCoach before anything is written.
  if (input.trial_start || input.landing_page_attributes || input.questions) {
    await requireAccess(rc, 'user.questions.update');
  }

  if (input.trial_start) {
    const { current } = await requireAccess(rc, 'platform-plan.trial.start');
    await rc.ports.startPlatformTrial(db, current.account.id);
    await rc.live.publish(user.id, 'SystemNotificationChannel', {
      type: 'subscribe',
      event: 'updated',
      data: { account_id: current.account.id },
    });
  }
  if (input.landing_page_attributes) {
    const { current } = await requireAccess(rc, 'account.profile.update');
    if (current.account.kind !== 'private') {
      await db
        .update(accounts)
        .set({ title: input.landing_page_attributes.title })
        .where(eq(accounts.id, current.account.id));
    }
    if (user.registrationStep === 'setup_profile') {
      await db.update(users).set({ registrationStep: 'questions' }).where(eq(users.id, user.id));
    }
  }
  if (input.questions) {
    await db
      .update(users)
      .set({ questions: input.questions, registrationStep: null })
      .where(eq(users.id, user.id));
  }
  const profile: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) profile.firstName = input.first_name;
  if (input.last_name !== undefined) profile.lastName = input.last_name;
  if (input.country !== undefined) profile.country = input.country;
  if (input.state !== undefined) profile.state = input.state ?? null;
  if (input.currency !== undefined) profile.currency = input.currency;
  if (input.gender !== undefined) profile.gender = input.gender;
  if (input.birthdate !== undefined)
    profile.birthdate = checkedBirthdate(input.birthdate, user.role);
  if (Object.keys(profile).length > 0) {
    await db
      .update(users)
      .set({ ...profile, updatedAt: now() })
      .where(eq(users.id, user.id));
  }
  return reload(rc, user.id);
}

/** PATCH users/private: the person's own profile and preferences. */
export async function updatePrivate(rc: RequestContext, input: UpdatePrivateBody['private']) {
  const { db } = rc;
  const { caller } = await requireAccess(rc, 'user.update');
  const user = caller.user;
  const changes: Partial<typeof users.$inferInsert> = {};
  if (input.first_name !== undefined) changes.firstName = input.first_name;
  if (input.last_name !== undefined) changes.lastName = input.last_name;
  if (input.country !== undefined) changes.country = input.country;
  if (input.state !== undefined) changes.state = input.state ?? null;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (input.birthdate !== undefined)
    changes.birthdate = checkedBirthdate(input.birthdate, user.role);
  if (input.weight !== undefined) changes.weightUnit = input.weight;
  if (input.length !== undefined) changes.lengthUnit = input.length;
  if (input.email_settings)
    changes.emailSettings = { ...user.emailSettings, ...input.email_settings };
  if (input.privacy_settings)
    changes.privacySettings = { ...user.privacySettings, ...input.privacy_settings };
  if (input.landing_page_attributes) {
    const links = { ...user.landingLinks, ...input.landing_page_attributes };
    for (const [key, value] of Object.entries(links)) if (!value) delete links[key];
    changes.landingLinks = links;
  }
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now() })
        .where(eq(users.id, user.id));
    }
    const title =
      changes.firstName !== undefined || changes.lastName !== undefined
        ? `${changes.firstName ?? user.firstName} ${changes.lastName ?? user.lastName}`.trim()
        : undefined;
    if (title !== undefined || input.platform_currency !== undefined) {
      await tx
        .update(accounts)
        .set({
          ...(title !== undefined && { title }),
          ...(input.platform_currency && { platformCurrency: input.platform_currency }),
        })
        .where(eq(accounts.id, user.id));
    }
  });
  return { user: (await reload(rc, user.id)).private };
}

/** PATCH users/popup_storage: remembers that a popup was seen. */
export async function rememberPopup(rc: RequestContext, popupName: string) {
  const { caller } = await requireAccess(rc, 'user.update');
  const [row] = await rc.db
    .update(users)
    .set({
      popupStorage: sql`case when ${popupName} = any(${users.popupStorage}) then ${users.popupStorage}
        else array_append(${users.popupStorage}, ${popupName}) end`,
    })
    .where(eq(users.id, caller.user.id))
    .returning({ popupStorage: users.popupStorage });
  return { popup_storage: row!.popupStorage };
}

/** GET users/warnings: the system warnings of platform.md 8; the areas that raise them add here. */
export async function listWarnings(rc: RequestContext): Promise<Warning[]> {
  const { caller } = await requireAccess(rc, 'user.warnings.read');
  // The warnings are raised by the areas above this one (accounts.ports.ts).
  if (caller.user.role !== 'coach') return rc.ports.clientWarnings(rc.db, caller.user.id);
  const current = await callerCurrentAccount(rc.db, caller);
  // platform.md 6: for coaches with financial features (the owner) and a connected account.
  if (current.usable && current.isOwner) {
    return rc.ports.coachOwnerWarnings(rc.db, current.account.id);
  }
  return [];
}

export async function setTaxState(rc: RequestContext, on: boolean) {
  const { caller } = await requireAccess(rc, 'user.tax.update');
  await rc.db.update(users).set({ taxState: on }).where(eq(users.id, caller.user.id));
  return { tax_state: on };
}

/** POST users/avatar and users/private_avatar: a square 256 px WebP made from the upload. */
export async function uploadAvatar(rc: RequestContext, readFile: () => Promise<Buffer | null>) {
  const { caller: auth } = await requireAccess(rc, 'user.update');
  const file = await readFile();
  if (!file || file.length === 0) throw invalid('avatar', avatarMessages.missing);
  let image: Buffer;
  try {
    image = await sharp(file)
      .rotate()
      .resize(256, 256, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalid('avatar', avatarMessages.notImage);
  }
  const key = `avatars/${auth.user.id}-${randomBytes(8).toString('hex')}.webp`;
  await rc.storage.putBuffer(key, image, 'image/webp');
  const absolute = rc.storage.publicUrl(key);
  await rc.db
    .update(users)
    .set({ avatarUrl: absolute, updatedAt: now() })
    .where(eq(users.id, auth.user.id));
  const me = await reload(rc, auth.user.id);
  return { private: me.private, current: me.current };
}

/** DELETE users/me: the person, their private account and the business accounts they own. */
export async function deleteMe(rc: RequestContext) {
  const { caller: auth } = await requireAccess(rc, 'user.delete');
  await rc.db.transaction(async (tx) => {
    await tx.delete(accounts).where(eq(accounts.ownerId, auth.user.id));
    // Memberships in other people's accounts hold no foreign key to the person.
    await tx.delete(accountMembers).where(eq(accountMembers.userId, auth.user.id));
    await tx.delete(accounts).where(eq(accounts.id, auth.user.id));
  });
}
