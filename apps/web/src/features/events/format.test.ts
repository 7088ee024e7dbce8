import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange } from './format';

describe('event date formatting', () => {
  it('reads calendar dates without a time-zone shift', () => {
    expect(formatDate('2030-01-01')).toBe(
      new Date(2030, 0, 1).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' }),
    );
  });

  it("shows 'Invalid date' for something that is not a date", () => {
    expect(formatDate('soon')).toBe('Invalid date');
  });

  it('shows one date for a single day and a range otherwise', () => {
    expect(formatDateRange('2030-05-02', '2030-05-02')).toBe(formatDate('2030-05-02'));
    expect(formatDateRange('2030-05-02', '2030-05-04')).toBe(
      `${formatDate('2030-05-02')} – ${formatDate('2030-05-04')}`,
    );
  });
});
