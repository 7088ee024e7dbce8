/**
 * The caller's organizations, one page of up to 100 (plenty for the grid), for `api.organizations.list`. Shared
 * by the query and the start-up requests (features/early-gets.ts), which must spell the same URL.
 */
export const organizationsListRequest = { query: { per_page: 100 } } as const;
