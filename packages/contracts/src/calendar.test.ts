import { describe, expect, it } from 'vitest';
import { TIME_ZONE_INVALID, TimeZone } from './calendar';

describe('TimeZone', () => {
  it('accepts IANA names, trimmed', () => {
    expect(TimeZone.parse(' Europe/Berlin ')).toBe('Europe/Berlin');
    expect(TimeZone.parse('Australia/Adelaide')).toBe('Australia/Adelaide');
  });

  it.each(['Europe/Atlantis', '+05:30', 'europe/berlin', '', 42])('refuses %j with the one message', (value) => {
    const r = TimeZone.safeParse(value);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([TIME_ZONE_INVALID]);
  });
});
