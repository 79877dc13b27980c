import { DateTime } from 'luxon';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';

/**
 * The VTIMEZONE blocks of the iCalendar feed (RFC 5545 §3.6.5), from timezones-ical-library
 * (the IANA database turned into VTIMEZONE by vzic). A zone it does not know, or whose block
 * names another TZID (an alias such as UTC, written Etc/UTC), gives null: the caller then writes
 * that item in UTC, which is always valid, rather than a TZID without its definition.
 */
const known = new Set<string>(
  ((): string[] => {
    const list = tzlib_get_timezones();
    return Array.isArray(list) ? list : [];
  })(),
);
const blocks = new Map<string, string | null>();

export function vtimezone(zone: string): string | null {
  if (!known.has(zone)) return null;
  let block = blocks.get(zone);
  if (block === undefined) {
    const answer = tzlib_get_ical_block(zone);
    const text = Array.isArray(answer) ? (answer[0] ?? '') : '';
    block = text.includes(`\r\nTZID:${zone}\r\n`) ? text : null;
    blocks.set(zone, block);
  }
  return block;
}

/**
 * An instant as ical-generator writes it in a zone: a luxon DateTime in that zone, which it
 * formats as the zone's wall-clock time after `TZID=` (a plain Date would be written in the
 * server's own zone).
 */
export function inZone(instant: Date, zone: string): DateTime {
  return DateTime.fromJSDate(instant, { zone });
}
