/** Cards visible at once (docs/product.md#landing-page): 3 on wide screens, 2 on small ones, 1 on phones (< 768 px). */
export function visibleCardCount(atLeastMd: boolean, atLeastLg: boolean): number {
  if (atLeastLg) return 3;
  return atLeastMd ? 2 : 1;
}

/** The last start index that still fills the viewport with cards. */
export function lastStartIndex(total: number, visible: number): number {
  return Math.max(0, total - visible);
}

/**
 * Moves the first visible card by `delta` (one slide per step), looping: past the last position it wraps to
 * the first and before the first to the last. An index left out of range by a resize is clamped first.
 */
export function stepCarousel(index: number, delta: number, total: number, visible: number): number {
  const last = lastStartIndex(total, visible);
  const current = Math.min(Math.max(index, 0), last);
  const next = current + delta;
  if (next > last) return 0;
  if (next < 0) return last;
  return next;
}
