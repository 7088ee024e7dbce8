import { useSyncExternalStore } from 'react';

/**
 * Whether session times show in the event's zone or the viewer's own (docs/calendar.md#in-the-web-app).
 * One choice for every page, remembered in this browser.
 */
export type TimeMode = 'event' | 'mine';

export const TIME_MODE_STORAGE_KEY = 'atria.timeMode';

function readStored(): TimeMode {
  try {
    return localStorage.getItem(TIME_MODE_STORAGE_KEY) === 'mine' ? 'mine' : 'event';
  } catch {
    return 'event';
  }
}

let mode: TimeMode | undefined;
const listeners = new Set<() => void>();

export function getTimeMode(): TimeMode {
  mode ??= readStored();
  return mode;
}

export function setTimeMode(next: TimeMode): void {
  mode = next;
  try {
    localStorage.setItem(TIME_MODE_STORAGE_KEY, next);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTimeMode(): TimeMode {
  return useSyncExternalStore(subscribe, getTimeMode);
}

/** Editors' "Interest" switch on the agenda: whether cards show bookmark counts (loaded only when asked for). */
let interestShown = false;

export function setInterestShown(next: boolean): void {
  interestShown = next;
  for (const listener of listeners) listener();
}

export function useInterestShown(): boolean {
  return useSyncExternalStore(subscribe, () => interestShown);
}
