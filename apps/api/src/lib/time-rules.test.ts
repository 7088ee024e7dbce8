import { TIME_ZONE_INVALID } from '@atria/contracts/calendar';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { requireExistingSessionTimes, requireTimeZone } from './time-rules';

const caught = (f: () => unknown): AppError | undefined => {
  try {
    f();
    return undefined;
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
};

describe('requireTimeZone', () => {
  it('passes an IANA name through and refuses anything else on the time_zone field', () => {
    expect(requireTimeZone('Australia/Adelaide')).toBe('Australia/Adelaide');
    const err = caught(() => requireTimeZone('Europe/Atlantis'));
    expect([err?.code, err?.message, err?.errors]).toEqual([
      'VALIDATION',
      TIME_ZONE_INVALID,
      { time_zone: [TIME_ZONE_INVALID] },
    ]);
  });
});

describe('requireExistingSessionTimes', () => {
  const berlin = { start_date: '2026-03-28', time_zone: 'Europe/Berlin' };

  it('refuses a start in the spring gap, naming the zone, on day 2 of an event starting the day before', () => {
    const err = caught(() =>
      requireExistingSessionTimes(berlin, { day_number: 2, start_time: '02:30', end_time: '04:00' }),
    );
    const message = 'This time does not exist in Europe/Berlin (clocks move forward)';
    expect([err?.code, err?.message, err?.errors]).toEqual(['VALIDATION', message, { start_time: [message] }]);
  });

  it('refuses an end in the gap too, and accepts the same times on another day or in the autumn overlap', () => {
    expect(
      caught(() => requireExistingSessionTimes(berlin, { day_number: 2, start_time: '01:00', end_time: '02:15' }))
        ?.errors,
    ).toEqual({
      end_time: ['This time does not exist in Europe/Berlin (clocks move forward)'],
    });
    expect(
      caught(() => requireExistingSessionTimes(berlin, { day_number: 1, start_time: '02:30', end_time: '04:00' })),
    ).toBeUndefined();
    const autumn = { start_date: '2026-10-25', time_zone: 'Europe/Berlin' };
    expect(
      caught(() => requireExistingSessionTimes(autumn, { day_number: 1, start_time: '02:30', end_time: '03:00' })),
    ).toBeUndefined();
  });

  it('knows New York and Adelaide gaps', () => {
    expect(
      caught(() =>
        requireExistingSessionTimes(
          { start_date: '2026-03-08', time_zone: 'America/New_York' },
          { day_number: 1, start_time: '02:00', end_time: '03:00' },
        ),
      )?.code,
    ).toBe('VALIDATION');
    expect(
      caught(() =>
        requireExistingSessionTimes(
          { start_date: '2026-10-04', time_zone: 'Australia/Adelaide' },
          { day_number: 1, start_time: '02:30', end_time: '03:30' },
        ),
      )?.code,
    ).toBe('VALIDATION');
  });
});
