/**
 * The renewals bench's data: one purchase made over HTTP is the template, and the bench copies it
 * in bulk (buying 10,000 programs over HTTP would take the better part of an hour) into `count`
 * clients, each with their own Stripe customer, card and active subscription in the sandbox and
 * their own membership in Forma, linked as a purchase links them (the subscription's metadata
 * names the membership, the membership's charge row names the subscription). Every copy's period
 * ends when the template's does.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../server/src/db/database.ts';
import { accounts } from '../../server/src/modules/accounts/accounts.tables.ts';
import { users } from '../../server/src/modules/accounts/users.tables.ts';
import { stripeCustomers } from '../../server/src/modules/cards/cards.tables.ts';
import { membershipCharges } from '../../server/src/modules/purchase/paid/paid.tables.ts';
import { planMemberships } from '../../server/src/modules/purchase/purchase.tables.ts';
import type { BenchDatabase } from './databases.ts';

const BATCH = 500;

type StoredObject = {
  id: string;
  object: string;
  account: string | null;
  data: string;
  created: string;
};

export type Template = { membershipId: number; subscriptionId: string };

/** A sandbox id of its kind, unique per copy: `cus_bench00000042`. */
const copyId = (prefix: string, index: number, length: number) =>
  `${prefix}_bench${String(index).padStart(length - 5, '0')}`;

function batches(count: number): number[][] {
  const out: number[][] = [];
  for (let start = 0; start < count; start += BATCH) {
    out.push(Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => start + i));
  }
  return out;
}

/** The template's customer, card and subscription as the sandbox stores them. */
async function templateObjects(client: pg.Client, subscriptionId: string) {
  const { rows } = await client.query<StoredObject>(
    `select id, object, account, data::text as data, created::text from stripe_sandbox.objects
     where id = $1 or (object = 'customer' and id = (select data->>'customer' from stripe_sandbox.objects where id = $1))
        or (object = 'payment_method' and id = (select data->>'default_payment_method' from stripe_sandbox.objects where id = $1))`,
    [subscriptionId],
  );
  const of = (object: string) => rows.find((row) => row.object === object)!;
  const subscription = of('subscription');
  const item = (JSON.parse(subscription.data) as { items: { data: Array<{ id: string }> } }).items
    .data[0]!.id;
  return { customer: of('customer'), card: of('payment_method'), subscription, item };
}

/**
 * Copies the template `count - 1` times (the template is the count-th), Forma's rows first (their
 * membership ids go into the subscriptions' metadata), then the sandbox's objects.
 */
export async function copyPurchases(
  db: Db,
  sandboxDb: BenchDatabase,
  template: Template,
  count: number,
): Promise<void> {
  const [membership] = await db
    .select()
    .from(planMemberships)
    .where(eq(planMemberships.id, template.membershipId));
  const [charge] = await db
    .select()
    .from(membershipCharges)
    .where(eq(membershipCharges.membershipId, template.membershipId));
  const client = new pg.Client({ connectionString: sandboxDb.databaseUrl });
  await client.connect();
  try {
    const objects = await templateObjects(client, template.subscriptionId);
    for (const batch of batches(count - 1)) {
      const ids = batch.map((index) => ({
        customer: copyId('cus', index, 14),
        card: copyId('pm', index, 24),
        subscription: copyId('sub', index, 24),
        item: copyId('si', index, 14),
      }));
      const people = await db
        .insert(accounts)
        .values(batch.map((index) => ({ kind: 'private' as const, title: `Renewal ${index}` })))
        .returning({ id: accounts.id });
      await db.insert(users).values(
        people.map((person, j) => ({
          id: person.id,
          email: `renewal-${batch[j]}@bench.test`,
          passwordHash: 'x',
          role: 'user' as const,
          firstName: 'Renewal',
          lastName: String(batch[j]),
        })),
      );
      const { id: _id, createdAt: _c, updatedAt: _u, ...values } = membership!;
      const memberships = await db
        .insert(planMemberships)
        .values(people.map((person) => ({ ...values, userId: person.id })))
        .returning({ id: planMemberships.id });
      await db.insert(membershipCharges).values(
        memberships.map((row, j) => ({
          ...charge!,
          membershipId: row.id,
          customerId: ids[j]!.customer,
          subscriptionId: ids[j]!.subscription,
        })),
      );
      await db.insert(stripeCustomers).values(
        people.map((person, j) => ({
          userId: person.id,
          accountId: membership!.accountId,
          stripeAccountId: charge!.stripeAccountId,
          stripeCustomerId: ids[j]!.customer,
          creationKey: `bench-renewal-${batch[j]}`,
        })),
      );
      const rows: StoredObject[] = [];
      ids.forEach((id, j) => {
        const swap = (text: string) =>
          text
            .replaceAll(objects.customer.id, id.customer)
            .replaceAll(objects.card.id, id.card)
            .replaceAll(template.subscriptionId, id.subscription)
            .replaceAll(objects.item, id.item)
            .replaceAll(
              `"membership_id": "${template.membershipId}"`,
              `"membership_id": "${memberships[j]!.id}"`,
            );
        rows.push(
          { ...objects.customer, id: id.customer, data: swap(objects.customer.data) },
          { ...objects.card, id: id.card, data: swap(objects.card.data) },
          { ...objects.subscription, id: id.subscription, data: swap(objects.subscription.data) },
        );
      });
      await client.query(
        `insert into stripe_sandbox.objects (id, object, account, data, created)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::bigint[])`,
        [
          rows.map((row) => row.id),
          rows.map((row) => row.object),
          rows.map((row) => row.account),
          rows.map((row) => row.data),
          rows.map((row) => row.created),
        ],
      );
    }
    await client.query('analyze stripe_sandbox.objects');
  } finally {
    await client.end();
  }
}
