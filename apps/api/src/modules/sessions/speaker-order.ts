/** A speaker's position in a session (1-based). */
export interface SpeakerOrder {
  user_id: number;
  order: number;
}

/**
 * Pure ordering rules of a session's speakers: positions are always 1..n without gaps. Each function takes the
 * user ids in their current order and answers the new order; `changes` turns that into the rows to write.
 */
export const speakerOrder = {
  /** `order` limited to 1..count (a position past the end means last). */
  clamp(order: number, count: number): number {
    return Math.min(Math.max(1, Math.trunc(order)), Math.max(1, count));
  },

  /** The position a newly added speaker takes: after everyone else. */
  next(userIds: readonly number[]): number {
    return userIds.length + 1;
  },

  /** `userId` moved to position `order` (clamped); the others keep their relative order. */
  move(userIds: readonly number[], userId: number, order: number): number[] {
    const rest = userIds.filter((id) => id !== userId);
    if (rest.length === userIds.length) return [...userIds];
    const at = speakerOrder.clamp(order, userIds.length) - 1;
    return [...rest.slice(0, at), userId, ...rest.slice(at)];
  },

  /** `userId` taken out; those after them move up one. */
  remove(userIds: readonly number[], userId: number): number[] {
    return userIds.filter((id) => id !== userId);
  },

  /** The rows whose stored order differs from their place in `nextIds` (position i gets order i + 1). */
  changes(current: readonly SpeakerOrder[], nextIds: readonly number[]): SpeakerOrder[] {
    const stored = new Map(current.map((c) => [c.user_id, c.order]));
    return nextIds.map((user_id, i) => ({ user_id, order: i + 1 })).filter((c) => stored.get(c.user_id) !== c.order);
  },
};
