/**
 * "Add to calendar" links for calendars that take an event in their URL (Google Calendar, Outlook on the web).
 * Both get UTC instants, so no zone can be misread; every value is URL-encoded.
 */

export interface CalendarEntry {
  title: string;
  start: Date;
  end: Date;
  details: string;
  /** The session page, added to the details. */
  url: string;
}

/** 20260329T080000Z: the basic ISO form Google Calendar reads. */
export function basicUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll('-', '')
    .replaceAll(':', '');
}

export function googleCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: entry.title,
    dates: `${basicUtc(entry.start)}/${basicUtc(entry.end)}`,
    details: entry.details ? `${entry.details}\n\n${entry.url}` : entry.url,
    ctz: 'UTC',
  });
  return `https://calendar.google.com/calendar/render?${query.toString()}`;
}

export function outlookCalendarUrl(entry: CalendarEntry): string {
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: entry.title,
    startdt: entry.start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    enddt: entry.end.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    body: entry.details ? `${entry.details}\n\n${entry.url}` : entry.url,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${query.toString()}`;
}
