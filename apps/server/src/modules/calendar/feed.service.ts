import ical, { ICalCalendarMethod } from 'ical-generator';
import {
  calendarFeedPath,
  type CalendarFeed,
  type CalendarItem,
  type Language,
} from '@portal/shared';
import type { Database } from '@/db/database';
import { insertAudit } from '@/lib/audit';
import { randomToken, sha256 } from '@/lib/crypto';
import { notFound } from '@/lib/errors';
import { localized } from '@/lib/language';
import { MY_SOURCES } from './calendar.sources';
import { calendarItems } from './calendar.service';
import { deleteFeed, feedOf, saveFeed, userOfFeed } from './feed.repository';
import { inZone, vtimezone } from './feed-timezones';

/** What the feed holds: from this many days back to this many ahead. */
const FEED_PAST_DAYS = 30;
const FEED_FUTURE_DAYS = 365;
const DAY_MS = 86_400_000;

export async function feedState(db: Database, userId: number): Promise<CalendarFeed> {
  const row = await feedOf(db, userId);
  return { is_active: !!row, datetime_create: row?.created_at.toISOString() ?? null, url: null };
}

/**
 * Makes (or rotates) the learner's feed token and answers its URL, the only time it is shown:
 * only the hash is stored. Audited, in one transaction with the write.
 */
export async function rotateFeed(
  db: Database,
  actor: { userId: number; ip: string },
  publicUrl: string,
): Promise<CalendarFeed> {
  const token = randomToken();
  return db.transaction().execute(async (trx) => {
    const had = await feedOf(trx, actor.userId);
    const row = await saveFeed(trx, actor.userId, sha256(token));
    await insertAudit(trx, {
      actorId: actor.userId,
      action: had ? 'rotate_calendar_feed' : 'create_calendar_feed',
      entity: 'calendar_feed',
      entityId: actor.userId,
      ip: actor.ip,
    });
    return {
      is_active: true,
      datetime_create: row.created_at.toISOString(),
      url: new URL(calendarFeedPath(token), publicUrl).toString(),
    };
  });
}

/** Revokes the learner's feed token (404 when there is none); audited. */
export async function revokeFeed(db: Database, actor: { userId: number; ip: string }) {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteFeed(trx, actor.userId))) throw notFound();
    await insertAudit(trx, {
      actorId: actor.userId,
      action: 'revoke_calendar_feed',
      entity: 'calendar_feed',
      entityId: actor.userId,
      ip: actor.ip,
    });
  });
}

/**
 * The iCalendar text of a token's owner, their own items only, or null for an unknown or revoked
 * token. A session's times are written in its class's time zone (`DTSTART;TZID=Asia/Bangkok:`)
 * with one VTIMEZONE block per zone used, so a strict client shows them as planned; items
 * without a zone (deadlines, enrolment windows) and all-day items stay in UTC or as dates. Each
 * event's UID is its item key at the portal's host, so a subscribed calendar updates an event
 * rather than adding a copy.
 */
export async function feedCalendar(
  db: Database,
  token: string,
  publicUrl: string,
  now = new Date(),
): Promise<string | null> {
  const user = await userOfFeed(db, sha256(token));
  if (!user) return null;
  const { results } = await calendarItems(db, MY_SOURCES, {
    from: new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS),
    to: new Date(now.getTime() + FEED_FUTURE_DAYS * DAY_MS),
    userId: user.id,
  });
  const language: Language = user.language;
  const host = new URL(publicUrl).host;
  const calendar = ical({
    name: language === 'th' ? 'ปฏิทินการเรียนของฉัน' : 'My learning calendar',
    prodId: { company: 'learning-portal', product: 'calendar', language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60,
    // No calendar-wide zone; the generator writes a VTIMEZONE for each zone the events use.
    timezone: { name: null, generator: vtimezone },
  });
  for (const item of results) calendar.createEvent(eventOf(item, language, host, publicUrl, now));
  return calendar.toString();
}

/** What each kind of item is called before its title in a subscribed calendar. */
const FEED_PREFIX: Record<CalendarItem['kind'], Record<Language, string>> = {
  assignment_deadline: { en: 'Due: ', th: 'กำหนดส่ง: ' },
  enrollment_window: { en: 'Enrolment: ', th: 'เปิดรับสมัคร: ' },
  class_session: { en: 'Class: ', th: 'ชั้นเรียน: ' },
};

function eventOf(
  item: CalendarItem,
  language: Language,
  host: string,
  publicUrl: string,
  now: Date,
) {
  const title = localized(item.title, language);
  const prefix = FEED_PREFIX[item.kind][language];
  const start = new Date(item.start_at);
  const end = item.end_at ? new Date(item.end_at) : start;
  const zone = item.time_zone && !item.all_day && vtimezone(item.time_zone) ? item.time_zone : null;
  return {
    id: `${item.key}@${host}`,
    summary: `${prefix}${title}`,
    ...(zone
      ? { start: inZone(start, zone), end: inZone(end, zone), timezone: zone }
      : { start, end }),
    allDay: item.all_day,
    url: new URL(item.link, publicUrl).toString(),
    stamp: now,
  };
}
