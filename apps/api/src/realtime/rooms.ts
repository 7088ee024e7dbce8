/** The room of all of one user's sockets (every tab and device). */
export const userRoom = (userId: number): string => `user:${userId}`;
