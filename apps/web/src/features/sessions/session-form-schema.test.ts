import { LIMITS, MESSAGES } from '@atria/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SessionFormSchema, dayOptions, initialSessionValues } from './session-form-schema';
import { buildSession } from './testing';

/** What the form gets from react-hook-form's zod resolver: the request body, or the first message per field. */
async function validateForm<V extends Record<string, string>, Out>(schema: z.ZodType<Out, V>, values: V) {
  const result = await zodResolver(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  if (Object.keys(result.errors).length === 0) return { success: true, data: result.values };
  const errors: Record<string, string | undefined> = {};
  for (const [name, error] of Object.entries(result.errors))
    errors[name] = typeof error?.message === 'string' ? error.message : undefined;
  return { success: false, errors };
}

const valid = { ...initialSessionValues(), title: 'Opening' };

describe('session form', () => {
  it('starts with the spec defaults: PRESENTATION, 09:00-10:00, day 1', () => {
    expect(initialSessionValues()).toMatchObject({
      session_type: 'PRESENTATION',
      start_time: '09:00',
      end_time: '10:00',
      day_number: '1',
    });
  });

  it('turns the text values into the API body', async () => {
    const result = await validateForm(SessionFormSchema, {
      ...valid,
      day_number: '2',
      description: '  ',
      stream_url: ' https://vimeo.com/1 ',
    });
    expect(result).toEqual({
      success: true,
      data: {
        title: 'Opening',
        description: null,
        session_type: 'PRESENTATION',
        day_number: 2,
        start_time: '09:00',
        end_time: '10:00',
        stream_url: 'https://vimeo.com/1',
      },
    });
  });

  it("shows the contracts' messages", async () => {
    const result = await validateForm(SessionFormSchema, { ...valid, title: ' ', day_number: '', start_time: '9am' });
    expect(result).toEqual({
      success: false,
      errors: {
        title: MESSAGES.titleRequired,
        day_number: MESSAGES.dayNumberRequired,
        start_time: MESSAGES.invalidTimeFormat,
      },
    });
    expect(await validateForm(SessionFormSchema, { ...valid, start_time: '10:00', end_time: '10:00' })).toEqual({
      success: false,
      errors: { end_time: MESSAGES.endTimeAfterStart },
    });
  });

  it('fills the form from a session when editing', () => {
    const session = buildSession({
      title: 'T',
      description: null,
      session_type: 'PANEL',
      day_number: 3,
      start_time: '14:00',
      end_time: '15:30',
    });
    expect(initialSessionValues(session)).toEqual({
      title: 'T',
      description: '',
      session_type: 'PANEL',
      day_number: '3',
      start_time: '14:00',
      end_time: '15:30',
      stream_url: '',
    });
  });

  it("offers one 'Day N - date' choice per day from the start to the end date", () => {
    expect(dayOptions({ start_date: '2031-05-31', end_date: '2031-06-02', day_count: 3 })).toEqual([
      { value: '1', label: 'Day 1 - May 31, 2031' },
      { value: '2', label: 'Day 2 - June 1, 2031' },
      { value: '3', label: 'Day 3 - June 2, 2031' },
    ]);
  });

  it('offers at most a year of days, even for an event stored before events were bounded', () => {
    const options = dayOptions({ start_date: '2031-01-01', end_date: '9999-12-31', day_count: 2_910_000 });
    expect(options).toHaveLength(LIMITS.eventDaysMax);
    expect(options.at(-1)).toEqual({ value: String(LIMITS.eventDaysMax), label: 'Day 366 - January 1, 2032' });
    expect(dayOptions({ start_date: 'bad', end_date: 'bad', day_count: 10_000 })).toHaveLength(LIMITS.eventDaysMax);
  });

  it("shows the contracts' messages for invisible and direction-spoofing titles", async () => {
    expect(await validateForm(SessionFormSchema, { ...valid, title: '\u200b\u200b' })).toEqual({
      success: false,
      errors: { title: MESSAGES.titleRequired },
    });
    expect(await validateForm(SessionFormSchema, { ...valid, title: '\u202egnp.exe' })).toEqual({
      success: false,
      errors: { title: 'Title cannot contain text direction controls' },
    });
    expect(await validateForm(SessionFormSchema, { ...valid, title: 'x'.repeat(201) })).toEqual({
      success: false,
      errors: { title: 'Title must be at most 200 characters' },
    });
  });
});
