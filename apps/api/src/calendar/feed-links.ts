import type { IssuedCalendarFeed, MyCalendarFeed } from '@espace/contracts/calendar';
import { hashSecret, newSecret } from '../accounts/secrets';
import type { CalendarFeedsRepository } from './calendar-feeds-repository';

interface FeedLinkInput {
  tenantId: string;
  userId: string;
  feeds: CalendarFeedsRepository;
}

/** The path of the feed a token opens; the route's own pattern is `/calendar/:token.ics` under `/api`. */
const feedPath = (token: string) => `/api/calendar/${token}.ics`;

/** Whether the user has a link out, and since when: its address is not kept, so it is not answered again. */
export async function myCalendarFeed({ tenantId, userId, feeds }: FeedLinkInput): Promise<MyCalendarFeed> {
  const feed = await feeds.find(tenantId, userId);
  return { feed: feed === undefined ? null : { createdAt: feed.createdAt.toISOString() } };
}

/**
 * Makes the user's link, or a new one in place of the old, which stops working at once. The token
 * is 32 random bytes, kept only as its hash; the address starts with the tenant's configured
 * origin, never the request's Host (docs/security.md#rules).
 */
export async function issueCalendarFeed({ tenantId, userId, feeds, origin, now }: FeedLinkInput & { origin: string; now: Date }): Promise<IssuedCalendarFeed> {
  const token = newSecret();
  await feeds.issue(tenantId, userId, hashSecret(token), now);
  return { url: `${origin}${feedPath(token)}`, createdAt: now.toISOString() };
}

/** Stops the user's link, if one is out: calendar apps then read a 404. */
export async function revokeCalendarFeed({ tenantId, userId, feeds }: FeedLinkInput): Promise<void> {
  await feeds.revoke(tenantId, userId);
}
