/** The caller's organizations, one page of up to 100 (plenty for the grid); shared with lib/early-gets.ts. */
export const organizationsList = { path: '/organizations', query: { per_page: 100 } } as const;
