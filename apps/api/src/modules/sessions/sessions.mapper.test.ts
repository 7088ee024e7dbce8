import { describe, expect, it } from 'vitest';
import { formatDuration, hhmm, toSession, toSessionSpeaker } from './sessions.mapper';
import type { SessionRow } from './sessions.repository';
import type { SpeakerRow } from './speakers.repository';

const row: SessionRow = {
  id: 7,
  event_id: 3,
  title: 'Opening',
  description: null,
  session_type: 'KEYNOTE',
  day_number: 1,
  start_time: '09:00:00',
  end_time: '10:30:00',
  stream_url: 'https://vimeo.com/1',
  status: 'UPCOMING',
  calendar_sequence: 0,
  created_at: new Date(0),
  updated_at: new Date(0),
};
const event = { id: 3, title: 'Conf', start_date: '2031-05-01', time_zone: 'UTC', organization_id: 1, day_count: 2 };
const speakerRow: SpeakerRow = {
  session_id: 7,
  user_id: 5,
  role: 'HOST',
  order: 1,
  first_name: 'Ada',
  last_name: 'Lovelace',
  profile_title: 'Mathematician',
  speaker_title: null,
  speaker_bio: null,
  company_name: 'Analytical Engines',
  image_url: null,
  linkedin_url: 'https://linkedin.com/in/ada',
  website_url: null,
};

describe('formatDuration', () => {
  it.each([
    ['09:00:00', '10:30:00', '1h 30m'],
    ['09:00', '09:45', '45m'],
    ['09:00', '11:00', '2h'],
    ['23:00:00', '23:59:00', '59m'],
    ['00:00', '23:59', '23h 59m'],
  ])('%s to %s is %s', (start, end, text) => expect(formatDuration(start, end)).toBe(text));
});

describe('toSession', () => {
  it('answers HH:MM times, the duration and the event without internal columns', () => {
    const s = toSession(row, event, []);
    expect(s).toMatchObject({
      start_time: '09:00',
      end_time: '10:30',
      formatted_duration: '1h 30m',
      is_live: false,
      event,
    });
    expect(s).not.toHaveProperty('created_at');
    expect(hhmm('13:05:59')).toBe('13:05');
  });

  it('is live exactly when the status is LIVE', () => {
    expect(toSession({ ...row, status: 'LIVE' }, event, []).is_live).toBe(true);
    expect(toSession({ ...row, status: 'COMPLETED' }, event, []).is_live).toBe(false);
  });
});

describe('toSessionSpeaker', () => {
  it("uses the full name, the event's speaker title before the profile title, and the social links", () => {
    expect(toSessionSpeaker(speakerRow)).toEqual({
      user_id: 5,
      speaker_name: 'Ada Lovelace',
      title: 'Mathematician',
      company_name: 'Analytical Engines',
      bio: null,
      role: 'HOST',
      image_url: null,
      social_links: { linkedin: 'https://linkedin.com/in/ada', website: null },
      order: 1,
    });
    expect(toSessionSpeaker({ ...speakerRow, speaker_title: 'Keynote speaker' }).title).toBe('Keynote speaker');
  });

  it("answers the event's speaker bio (the session page shows it under the photo)", () => {
    expect(toSessionSpeaker({ ...speakerRow, speaker_bio: 'Wrote the first program.' }).bio).toBe(
      'Wrote the first program.',
    );
  });
});
