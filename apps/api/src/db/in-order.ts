/**
 * Awaits lazily-built Drizzle queries one after another. Drizzle builders run only when awaited, and a
 * transaction's single connection cannot run two statements at once, so `Promise.all` is wrong inside one.
 */
export async function inOrder<T extends readonly unknown[]>(
  queries: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query);
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
