import { describe, expect, it } from 'vitest';
import { lastStartIndex, stepCarousel, visibleCardCount } from './carousel';

describe('visibleCardCount', () => {
  it('shows 3 cards on wide screens, 2 on small ones and 1 on phones', () => {
    expect(visibleCardCount(true, true)).toBe(3);
    expect(visibleCardCount(true, false)).toBe(2);
    expect(visibleCardCount(false, false)).toBe(1);
  });
});

describe('stepCarousel', () => {
  it('moves one slide per step', () => {
    expect(stepCarousel(0, 1, 8, 3)).toBe(1);
    expect(stepCarousel(4, -1, 8, 3)).toBe(3);
  });

  it('wraps from the last position to the first going forward', () => {
    expect(lastStartIndex(8, 3)).toBe(5);
    expect(stepCarousel(5, 1, 8, 3)).toBe(0);
    expect(stepCarousel(7, 1, 8, 1)).toBe(0);
  });

  it('wraps from the first position to the last going backward', () => {
    expect(stepCarousel(0, -1, 8, 3)).toBe(5);
    expect(stepCarousel(0, -1, 8, 2)).toBe(6);
    expect(stepCarousel(0, -1, 8, 1)).toBe(7);
  });

  it('clamps an index left out of range when more cards become visible', () => {
    expect(stepCarousel(7, 1, 8, 3)).toBe(0);
    expect(stepCarousel(7, -1, 8, 3)).toBe(4);
  });

  it('stays put when every card is visible', () => {
    expect(stepCarousel(0, 1, 3, 3)).toBe(0);
    expect(stepCarousel(0, -1, 3, 3)).toBe(0);
  });
});
