/** A route's id parameter as a positive integer, or null for anything else ('12abc', '0'). */
export function parseRouteId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
