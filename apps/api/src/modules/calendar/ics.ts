import { TZDate } from '@date-fns/tz';
import ical, { ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block, tzlib_get_timezones } from 'timezones-ical-library';
import { isRepeatedLocalTime } from '../../lib/event-time';

/** One calendar entry (VEVENT) as the renderer needs it (docs/calendar.md#feeds). */
export interface CalendarEntry {
  /** Stable across renders: `session-<id>@<host>`. */
  uid: string;
  title: string;
  description: string | null;
  url: string | null;
  start: Date;
  end: Date;
  /** The event's IANA zone: times are written in it (TZID plus its VTIMEZONE), or as UTC for UTC events. */
  timeZone: string;
  sequence: number;
  cancelled: boolean;
}

export interface CalendarOptions {
  name: string;
  /** DTSTAMP of every entry: when this rendering was made. */
  stamp: Date;
  /** For subscribed feeds: how often a client should poll (REFRESH-INTERVAL / X-PUBLISHED-TTL). */
  refreshSeconds?: number;
  entries: CalendarEntry[];
}

const UTC_ZONES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);
const vtimezones = new Map<string, string | null>();
let known: Set<string> | undefined;

/**
 * The VTIMEZONE of a zone, from timezones-ical-library (generated from the IANA database with vzic, the tool
 * libical uses). Its TZID is set to the name the event uses (an alias such as Asia/Calcutta is listed under
 * its canonical name). Null when the library does not know the zone: such events are written in UTC.
 */
export function vtimezoneOf(zone: string): string | null {
  if (!vtimezones.has(zone)) {
    const list = tzlib_get_timezones();
    known ??= new Set(Array.isArray(list) ? list : []);
    // Asked about a zone it does not list, the library writes to the console: ask only about listed ones.
    const block = known.has(zone) ? tzlib_get_ical_block(zone) : undefined;
    const text = Array.isArray(block) ? block[0] : undefined;
    vtimezones.set(zone, text?.startsWith('BEGIN:VTIMEZONE') ? text.replace(/^TZID:.*$/m, `TZID:${zone}`) : null);
  }
  return vtimezones.get(zone) ?? null;
}

/**
 * The zone to write an entry's times in, or null for UTC (`...Z`): UTC events, zones without a VTIMEZONE, and
 * entries starting or ending at a local time that happens twice. RFC 5545 reads such a time as its first
 * occurrence, as Atria does, but not every client follows it (ical.js reads Adelaide's repeated 02:30 as the
 * second), while a UTC time cannot be misread.
 */
function writtenZone(e: CalendarEntry): string | null {
  if (UTC_ZONES.has(e.timeZone) || vtimezoneOf(e.timeZone) === null) return null;
  return isRepeatedLocalTime(e.start, e.timeZone) || isRepeatedLocalTime(e.end, e.timeZone) ? null : e.timeZone;
}

/** An RFC 5545 calendar of the entries, each in its own event's zone. */
export function renderCalendar(opts: CalendarOptions): string {
  const cal = ical({ name: opts.name, prodId: '//Atria//Calendar//EN' });
  cal.timezone({ name: null, generator: vtimezoneOf });
  if (opts.refreshSeconds !== undefined) cal.ttl(opts.refreshSeconds);
  for (const e of opts.entries) {
    const zone = writtenZone(e);
    cal.createEvent({
      id: e.uid,
      sequence: e.sequence,
      stamp: opts.stamp,
      start: zone ? new TZDate(e.start.getTime(), zone) : e.start,
      end: zone ? new TZDate(e.end.getTime(), zone) : e.end,
      timezone: zone,
      summary: e.title,
      description: e.description,
      url: e.url,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return cal.toString();
}
