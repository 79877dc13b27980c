import { CALENDAR_MAX_ITEMS, type CalendarAnswer } from '@portal/shared';
import type { Executor } from '@/db/database';
import type { CalendarRange, CalendarSource } from './calendar.sources';

/**
 * The union of the sources' items in [from, to), ordered by start (then key, so the order is
 * stable), at most `max`; `truncated` says a source had more.
 */
export async function calendarItems(
  db: Executor,
  sources: readonly CalendarSource[],
  range: Omit<CalendarRange, 'limit'>,
  max = CALENDAR_MAX_ITEMS,
): Promise<CalendarAnswer> {
  const lists = await Promise.all(
    sources.map((source) => source(db, { ...range, limit: max + 1 })),
  );
  const all = lists
    .flat()
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.key.localeCompare(b.key));
  return {
    results: all.slice(0, max),
    truncated: all.length > max || lists.some((list) => list.length > max),
  };
}
