/** The room of all of one user's sockets (every tab and device). */
export const userRoom = (userId: number): string => `user:${userId}`;

/** The room of the sockets opened with one login (one refresh-token family), ended together at logout. */
export const sessionRoom = (familyId: string): string => `session:${familyId}`;
