import { type CalendarEvent, feedEvents } from '@espace/domain/calendar/calendar-events';
import ical, { ICalCalendarMethod, ICalEventTransparency } from 'ical-generator';
import { hashSecret } from '../accounts/secrets';
import type { Tenant } from '../contexts/context-repository';
import { NotFoundError } from '../http/app-error';
import { type ServerTexts, serverTexts } from '../i18n/server-texts';
import { mailLocale } from '../mail/mail-locale';
import type { CalendarFeedsRepository } from './calendar-feeds-repository';
import { type EventSourceInput, eventSources } from './calendar-event-sources';

/** How often calendar apps are asked to read the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 3 * 60 * 60;

interface CalendarFeedInput extends Omit<EventSourceInput, 'userId' | 'tenantId'> {
  tenant: Tenant;
  /** The token of the feed's address, as it came. */
  token: string;
  /** The tenant's configured origin: event links and UIDs name it. */
  origin: string;
  feeds: Pick<CalendarFeedsRepository, 'ownerOf'>;
  now: Date;
}

/**
 * The feed a token opens (docs/api.md#calendar-feed), as iCalendar text, in its owner's language. An
 * unknown or revoked token, another tenant's, or a deactivated account's, is 404.
 */
export async function readCalendarFeed(input: CalendarFeedInput): Promise<string> {
  const { tenant, origin, now } = input;
  const owner = await input.feeds.ownerOf(tenant.id, hashSecret(input.token));
  if (owner === undefined) throw new NotFoundError();
  const sourceInput = { tenantId: tenant.id, userId: owner.userId, classes: input.classes, trainers: input.trainers, dueDates: input.dueDates };
  const events = feedEvents(await Promise.all(eventSources.map((source) => source(sourceInput))));
  return writeCalendar(events, { texts: serverTexts(mailLocale(owner.preferredLocale, tenant)), tenantName: tenant.name, origin, now });
}

interface CalendarWriting {
  texts: ServerTexts;
  tenantName: string;
  origin: string;
  now: Date;
}

/**
 * The events as iCalendar: instants in UTC (the tenant has no time zone of its own; every calendar
 * app shows them at its user's time), each a moment that keeps nobody busy.
 */
function writeCalendar(events: readonly CalendarEvent[], { texts, tenantName, origin, now }: CalendarWriting): string {
  const domain = new URL(origin).hostname;
  const calendar = ical({
    name: texts.text('calendar.name', { tenant: tenantName }),
    description: texts.text('calendar.description', { tenant: tenantName }),
    prodId: { company: 'Espace Apprenant', product: 'Calendar feed', language: texts.locale.slice(0, 2).toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
    url: origin,
  });
  for (const event of events) {
    const start = new Date(event.at);
    calendar.createEvent({
      id: `${event.key}@${domain}`,
      stamp: now,
      start,
      // A day's event is that whole day (DTSTART;VALUE=DATE, from the instant's UTC date); an instant's, a moment.
      ...(event.day === null ? { end: start } : { allDay: true }),
      summary: texts.text(`calendar.events.${event.kind}`, { program: event.programName ?? '', class: event.className, course: event.courseTitles[0] ?? '' }),
      description: eventDescription(event, { texts, tenantName, origin, now }),
      url: origin,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return calendar.toString();
}

/** What the event is about: its class, the program's open courses, and where to find them. */
function eventDescription(event: CalendarEvent, { texts, tenantName, origin }: CalendarWriting): string {
  return [
    texts.text('calendar.className', { class: event.className }),
    ...(event.courseTitles.length === 0 ? [] : [texts.text('calendar.courses', { courses: event.courseTitles.join(', ') })]),
    texts.text('calendar.link', { tenant: tenantName, url: origin }),
  ].join('\n');
}
