/** An organization the person owns, with how many owners it has besides them. */
export interface OwnedOrganization {
  name: string;
  otherOwners: number;
}

/** Pure rules for account settings. */
export const accountPolicy = {
  /**
   * The shared demo account (the demo email while demo data is on) keeps its password and stays: a visitor
   * changing or deleting it would lock every other visitor out of 'Try the demo'.
   */
  isProtectedDemo(email: string, demoEmail: string | null): boolean {
    return demoEmail !== null && email.toLowerCase() === demoEmail.toLowerCase();
  },

  /**
   * Why the account cannot be deleted, or null when it can: an organization must keep an owner, so the last
   * owner of one is told which, and what to do instead.
   */
  deletionRefusal(owned: OwnedOrganization[]): string | null {
    const orphaned = owned.filter((o) => o.otherOwners === 0).map((o) => o.name);
    if (orphaned.length === 0) return null;
    const names =
      orphaned.length === 1 ? (orphaned[0] ?? '') : `${orphaned.slice(0, -1).join(', ')} and ${orphaned.at(-1) ?? ''}`;
    const them = orphaned.length === 1 ? 'the organization' : 'those organizations';
    return `You are the last owner of ${names}. Make someone else an owner or delete ${them} first.`;
  },
};
