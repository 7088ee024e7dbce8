import ICAL from 'ical.js';

export interface ParsedEntry {
  uid: string;
  summary: string;
  start: Date;
  end: Date;
  sequence: number;
  status: string;
  tzid: string | null;
}

/**
 * Test helper: parses an iCalendar text with ical.js (RFC 5545), registering its own VTIMEZONEs first so TZID
 * times are resolved by the zone rules the file carries, not by anything the test machine knows.
 */
export function parseCalendar(text: string): ParsedEntry[] {
  const cal = new ICAL.Component(ICAL.parse(text));
  for (const vtz of cal.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(vtz);
  return cal.getAllSubcomponents('vevent').map((c) => {
    const e = new ICAL.Event(c);
    const start = c.getFirstProperty('dtstart');
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toJSDate(),
      end: e.endDate.toJSDate(),
      sequence: e.sequence,
      status: String(c.getFirstPropertyValue('status')),
      tzid: start?.getParameter('tzid')?.toString() ?? null,
    };
  });
}
