/** GET /auth/me, shared by the auth check and the start-up request that runs ahead of it (warm-up.ts). */
export const currentUserPath = '/auth/me';
