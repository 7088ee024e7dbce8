/**
 * Card grid columns by the width the grid has, not the window's (a container query): 1 column below 36 rem,
 * 2 up to 56 rem, then 3. A content area narrowed by the event navigation gets fewer, readable columns rather
 * than squeezed ones. The grid needs an `@container` ancestor.
 */
export const CARD_GRID = 'grid grid-cols-1 gap-5 @xl:grid-cols-2 @4xl:grid-cols-3';
