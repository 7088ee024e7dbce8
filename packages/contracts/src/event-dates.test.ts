import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CreateEventBody, UpdateEventBody } from './events';
import { LIMITS, MESSAGES } from './validation';

const NOW = new Date('2030-06-15T12:00:00Z');
const base = { title: 'Launch day', event_type: 'CONFERENCE', company_name: 'Acme' } as const;
const messagesOn = (issues: { path: PropertyKey[]; message: string }[] | undefined, field: string) =>
  (issues ?? []).filter((i) => i.path[0] === field).map((i) => i.message);

describe('event date bounds', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('words the bounds like the spec', () => {
    expect(LIMITS.eventDaysMax).toBe(366);
    expect(MESSAGES.eventTooLong).toBe('Event cannot last more than 366 days');
    expect(MESSAGES.startDateTooFar).toBe('Start date cannot be more than 10 years in the future');
  });

  it('accepts an event of 366 days and refuses one of 367', () => {
    expect(CreateEventBody.safeParse({ ...base, start_date: '2031-01-01', end_date: '2031-12-31' }).success).toBe(true);
    expect(CreateEventBody.safeParse({ ...base, start_date: '2032-01-01', end_date: '2032-12-31' }).success).toBe(true);
    const tooLong = CreateEventBody.safeParse({ ...base, start_date: '2031-01-01', end_date: '2032-01-02' });
    expect(messagesOn(tooLong.error?.issues, 'end_date')).toEqual([MESSAGES.eventTooLong]);
  });

  it('refuses an end date in year 9999', () => {
    const res = CreateEventBody.safeParse({ ...base, start_date: '2031-01-01', end_date: '9999-12-31' });
    expect(messagesOn(res.error?.issues, 'end_date')).toEqual([MESSAGES.eventTooLong]);
  });

  it('accepts a start 10 years ahead and refuses one further', () => {
    expect(CreateEventBody.safeParse({ ...base, start_date: '2040-06-15', end_date: '2040-06-15' }).success).toBe(true);
    const far = CreateEventBody.safeParse({ ...base, start_date: '2040-06-17', end_date: '2040-06-17' });
    expect(messagesOn(far.error?.issues, 'start_date')).toEqual([MESSAGES.startDateTooFar]);
    const farFar = CreateEventBody.safeParse({
      ...base,
      event_type: 'SINGLE_SESSION',
      start_date: '9999-12-31',
      end_date: '9999-12-31',
    });
    expect(messagesOn(farFar.error?.issues, 'start_date')).toEqual([MESSAGES.startDateTooFar]);
  });

  it('checks both bounds on edit, with or without the event type', () => {
    const long = UpdateEventBody.safeParse({ start_date: '2031-01-01', end_date: '9999-12-31' });
    expect(messagesOn(long.error?.issues, 'end_date')).toEqual([MESSAGES.eventTooLong]);
    const far = UpdateEventBody.safeParse({
      event_type: 'CONFERENCE',
      start_date: '2090-01-01',
      end_date: '2090-01-02',
    });
    expect(messagesOn(far.error?.issues, 'start_date')).toEqual([MESSAGES.startDateTooFar]);
    expect(UpdateEventBody.safeParse({ start_date: '2031-01-01', end_date: '2031-02-01' }).success).toBe(true);
  });

  it('adds no date rule to a malformed date', () => {
    const res = CreateEventBody.safeParse({ ...base, start_date: 'soon', end_date: '9999-12-31' });
    expect(messagesOn(res.error?.issues, 'start_date')).toEqual([MESSAGES.invalidDate]);
    expect(messagesOn(res.error?.issues, 'end_date')).toEqual([]);
  });
});
