/** Pure permission rules for user profiles. */
export const usersPolicy = {
  /** A profile is visible to its owner and to people who share an organization or event with them. */
  canView(actorId: number, targetId: number, sharesContext: boolean): boolean {
    return actorId === targetId || sharesContext;
  },
  /** Only the owner edits a profile. */
  canEdit(actorId: number, targetId: number): boolean {
    return actorId === targetId;
  },
};
