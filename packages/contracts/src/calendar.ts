import { z } from 'zod';
import { isoDateTime } from './common';

/**
 * The signed-in user's calendar feed (docs/api.md#calendar-feed). Its address holds a token kept
 * only as a hash, so it is answered once, when the link is made; afterwards only that a link is out.
 */
export const myCalendarFeedSchema = z.strictObject({
  feed: z
    .strictObject({ createdAt: isoDateTime.describe('When the link now working was made') })
    .nullable()
    .describe('null: no link is out'),
});
export type MyCalendarFeed = z.infer<typeof myCalendarFeedSchema>;

/** A new link, which replaced any link before it. */
export const issuedCalendarFeedSchema = z.strictObject({
  url: z.url().describe("The feed's address, on the tenant's configured origin: shown this once"),
  createdAt: isoDateTime,
});
export type IssuedCalendarFeed = z.infer<typeof issuedCalendarFeedSchema>;

/** The path parameter of the feed: the token, checked only by its hash. */
export const calendarFeedParamsSchema = z.strictObject({
  token: z.string().max(100).describe('The feed token of the address made by POST /api/users/me/calendar-feed'),
});
