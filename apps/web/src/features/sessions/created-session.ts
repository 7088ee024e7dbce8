import { createStore, useStore } from '../../lib/create-store';

/** The conference session just created from the agenda, which the agenda offers to open. */
export interface CreatedSession {
  id: number;
  eventId: number;
  title: string;
  day: number;
}

const store = createStore<CreatedSession | null>(null);

export function announceCreatedSession(session: CreatedSession): void {
  store.setState(() => session);
}

export function forgetCreatedSession(): void {
  store.setState(() => null);
}

export function useCreatedSession(): CreatedSession | null {
  return useStore(store);
}
