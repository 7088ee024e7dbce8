import { isIanaTimeZone } from '@atria/contracts/calendar';
import { browserTimeZone } from './dates';

/** The zone a new event starts with: the browser's, when the API would take its name; else UTC. */
export function defaultTimeZone(): string {
  const zone = browserTimeZone();
  return isIanaTimeZone(zone) ? zone : 'UTC';
}

let zones: string[] | undefined;

/** Every IANA zone the browser knows (and UTC), for the event form's zone field; `current` is always offered. */
export function timeZoneOptions(current: string): Array<{ value: string; label: string }> {
  zones ??= (() => {
    try {
      return Intl.supportedValuesOf('timeZone').filter(isIanaTimeZone);
    } catch {
      return [];
    }
  })();
  const names = new Set(['UTC', ...zones]);
  if (current) names.add(current);
  return [...names].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}
