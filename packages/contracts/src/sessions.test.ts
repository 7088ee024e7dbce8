import { describe, expect, it } from 'vitest';
import {
  AddSpeakerBody,
  CreateSessionBody,
  ReorderSpeakerBody,
  SessionTimesBody,
  UpdateSessionBody,
  dayNumberOutOfRange,
} from './sessions';
import { MESSAGES } from './validation';

const messages = (issues: { path: PropertyKey[]; message: string }[] | undefined) => {
  const out: Record<string, string[]> = {};
  for (const i of issues ?? []) (out[String(i.path[0] ?? '_schema')] ??= []).push(i.message);
  return out;
};

describe('CreateSessionBody', () => {
  it("fills the spec's defaults: PRESENTATION, 09:00-10:00, day 1, no stream", () => {
    expect(CreateSessionBody.parse({ title: 'Opening' })).toEqual({
      title: 'Opening',
      session_type: 'PRESENTATION',
      start_time: '09:00',
      end_time: '10:00',
      day_number: 1,
      stream_url: null,
    });
  });

  it("gives the spec's messages for every field", () => {
    const res = CreateSessionBody.safeParse({
      title: '  ',
      start_time: '9:00',
      end_time: '25:00',
      day_number: null,
      stream_url: 'ftp://x.y',
    });
    expect(messages(res.error?.issues)).toEqual({
      title: [MESSAGES.titleRequired],
      start_time: [MESSAGES.invalidTimeFormat],
      end_time: [MESSAGES.invalidTimeFormat],
      day_number: [MESSAGES.dayNumberRequired],
      stream_url: ['Stream URL must be an http(s) URL'],
    });
    expect(messages(CreateSessionBody.safeParse({}).error?.issues)).toEqual({ title: [MESSAGES.titleRequired] });
    expect(messages(CreateSessionBody.safeParse({ title: 'x', start_time: 900 }).error?.issues)).toEqual({
      start_time: [MESSAGES.invalidTimeFormat],
    });
  });

  it("puts 'End time must be after start time' on end_time, even when other fields fail", () => {
    for (const [start, end] of [
      ['10:00', '09:00'],
      ['10:00', '10:00'],
      ['10:00:00', '10:00:59'],
    ]) {
      const res = CreateSessionBody.safeParse({ title: '', start_time: start, end_time: end });
      expect(messages(res.error?.issues)).toEqual({
        title: [MESSAGES.titleRequired],
        end_time: [MESSAGES.endTimeAfterStart],
      });
    }
  });

  it('accepts HH:MM:SS and normalises it, and an empty stream URL as none', () => {
    const v = CreateSessionBody.parse({
      title: 'T',
      start_time: '13:30:00',
      end_time: '14:15:59',
      stream_url: '',
      day_number: 2,
    });
    expect(v).toMatchObject({ start_time: '13:30', end_time: '14:15', stream_url: null, day_number: 2 });
    expect(CreateSessionBody.parse({ title: 'T', stream_url: 'https://vimeo.com/123' }).stream_url).toBe(
      'https://vimeo.com/123',
    );
  });

  it('refuses unknown session types and days below 1', () => {
    expect(CreateSessionBody.safeParse({ title: 'T', session_type: 'LECTURE' }).success).toBe(false);
    expect(messages(CreateSessionBody.safeParse({ title: 'T', day_number: 0 }).error?.issues)).toEqual({
      day_number: ['Day number must be at least 1'],
    });
    expect(messages(CreateSessionBody.safeParse({ title: 'T', day_number: 1.5 }).error?.issues)).toEqual({
      day_number: [MESSAGES.dayNumberRequired],
    });
  });
});

describe('UpdateSessionBody and SessionTimesBody', () => {
  it('takes any subset and leaves the rest out', () => {
    expect(UpdateSessionBody.parse({})).toEqual({});
    expect(UpdateSessionBody.parse({ end_time: '11:00:00' })).toEqual({ end_time: '11:00' });
    expect(UpdateSessionBody.parse({ stream_url: '' })).toEqual({ stream_url: null });
    expect(messages(UpdateSessionBody.safeParse({ title: '' }).error?.issues)).toEqual({
      title: [MESSAGES.titleRequired],
    });
  });

  it('checks end > start when both times are given', () => {
    expect(messages(UpdateSessionBody.safeParse({ start_time: '12:00', end_time: '11:00' }).error?.issues)).toEqual({
      end_time: [MESSAGES.endTimeAfterStart],
    });
  });

  it('needs start, end and day together for a move', () => {
    expect(messages(SessionTimesBody.safeParse({ start_time: '12:00' }).error?.issues)).toEqual({
      end_time: [MESSAGES.invalidTimeFormat],
      day_number: [MESSAGES.dayNumberRequired],
    });
    expect(SessionTimesBody.parse({ start_time: '12:00', end_time: '13:00', day_number: 2 })).toEqual({
      start_time: '12:00',
      end_time: '13:00',
      day_number: 2,
    });
  });
});

describe('speaker bodies', () => {
  it('defaults the role to SPEAKER and refuses orders below 1', () => {
    expect(AddSpeakerBody.parse({ user_id: 5 })).toEqual({ user_id: 5, role: 'SPEAKER' });
    expect(ReorderSpeakerBody.safeParse({ order: 0 }).success).toBe(false);
    expect(ReorderSpeakerBody.parse({ order: 99 })).toEqual({ order: 99 });
  });

  it('words the day bound with the event length', () => {
    expect(dayNumberOutOfRange(3)).toBe('Day number must be between 1 and 3');
  });
});
