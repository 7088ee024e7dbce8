import { describe, expect, it } from 'vitest';
import { zonedInstant } from '../../lib/dates';
import { basicUtc, googleCalendarUrl, outlookCalendarUrl } from './calendar-links';

// 09:00-10:30 in New York on 2026-03-09, the day after clocks went forward (EDT, UTC-4): 13:00-14:30 UTC.
const entry = {
  title: 'Q&A: ports, 50% & more',
  start: zonedInstant('2026-03-09', '09:00', 'America/New_York'),
  end: zonedInstant('2026-03-09', '10:30', 'America/New_York'),
  details: 'Line one\nLine two',
  url: 'https://atria.test/app/events/1/sessions/2',
};

describe('calendar links', () => {
  it('writes UTC instants in the basic form', () => {
    expect(basicUtc(entry.start)).toBe('20260309T130000Z');
  });

  it('builds a Google Calendar template link with encoded values', () => {
    const url = new URL(googleCalendarUrl(entry));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe(entry.title);
    expect(url.searchParams.get('dates')).toBe('20260309T130000Z/20260309T143000Z');
    expect(url.searchParams.get('details')).toBe(`Line one\nLine two\n\n${entry.url}`);
    expect(url.search).not.toContain('&more');
  });

  it('builds an Outlook compose link with ISO UTC times', () => {
    const url = new URL(outlookCalendarUrl(entry));
    expect(url.hostname).toBe('outlook.live.com');
    expect(url.searchParams.get('subject')).toBe(entry.title);
    expect(url.searchParams.get('startdt')).toBe('2026-03-09T13:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-03-09T14:30:00Z');
  });
});
