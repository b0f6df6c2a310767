import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { errorMessages } from '../../platform/errors/messages.ts';
import { requireAccess } from '../../platform/permissions/require-access.ts';
import { hitRateLimit } from '../../platform/rate-limit/rate-limit.ts';
import type { RequestContext } from '../../platform/request-context.ts';
import { findUser } from '../accounts/accounts.api.ts';
import { feedEvents } from './calendar-feed-days.ts';
import { feedFileName, feedTokenIdOf, newFeedTokenId } from './calendar-feed-token.ts';
import { writeCalendar } from './calendar-feed.ics.ts';
import { calendarFeeds } from './tracking.tables.ts';
import { calendarFeedTexts } from './tracking.messages.ts';

/** Where calendar apps fetch the feed (a plain route: it answers text/calendar). */
export const CALENDAR_FEED_PATH = '/api/calendar-feeds';

/** A calendar app polls about hourly; a few devices of one person stay well within this. */
export const FEED_READS_PER_WINDOW = 30;

const feedUrl = (ctx: AppContext, tokenId: string) =>
  `${ctx.config.publicUrl}${CALENDAR_FEED_PATH}/${feedFileName(ctx.signer, tokenId)}`;

/** GET user/calendar-feed: the client's feed address, made on first need. */
export async function getCalendarFeed(rc: RequestContext) {
  const { user } = await requireAccess(rc, 'calendar.read');
  const [existing] = await rc.db
    .select({ tokenId: calendarFeeds.tokenId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  if (existing) return { url: feedUrl(rc, existing.tokenId) };
  await rc.db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenId: newFeedTokenId() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  // Two first calls at once: both answer the row that won.
  const [row] = await rc.db
    .select({ tokenId: calendarFeeds.tokenId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, user.id));
  return { url: feedUrl(rc, row!.tokenId) };
}

/** POST user/calendar-feed: a new address; the old one answers 404 from now on. */
export async function renewCalendarFeed(rc: RequestContext) {
  const { user } = await requireAccess(rc, 'calendar.read');
  const tokenId = newFeedTokenId();
  await rc.db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenId })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenId, createdAt: rc.now },
    });
  return { url: feedUrl(rc, tokenId) };
}

/**
 * GET /api/calendar-feeds/<token>.ics: the address is the permission (no session: calendar apps
 * send none). A forged, malformed or replaced address is 404, like one that never existed.
 */
export async function readCalendarFeed(
  ctx: AppContext,
  fileName: string,
  at: Date,
): Promise<string> {
  const tokenId = feedTokenIdOf(ctx.signer, fileName);
  if (tokenId === null) throw new AppError('NOT_FOUND', errorMessages.notFound);
  const [feed] = await ctx.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenId, tokenId));
  const person = feed ? await findUser(ctx.db, feed.userId) : null;
  if (!person || person.role !== 'user') throw new AppError('NOT_FOUND', errorMessages.notFound);
  await hitRateLimit(ctx.db, [`calendar_feed:user:${person.id}`], FEED_READS_PER_WINDOW);
  const domain = new URL(ctx.config.publicUrl).hostname;
  return writeCalendar({
    name: calendarFeedTexts.calendarName(ctx.config.productName),
    productId: `-//${ctx.config.productName}//Training calendar//EN`,
    stamp: at,
    events: await feedEvents(ctx.db, person, at, domain),
  });
}
