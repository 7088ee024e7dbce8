import type { Thread } from '@atria/contracts/zod-free';

export const UNKNOWN_USER = 'Unknown User';

export interface ThreadFilter {
  /** The search box: matched against the other participant's name and the last message, ignoring case. */
  query: string;
  /** The Event tab: only threads of this event. Null is the General tab: every thread. */
  eventId: number | null;
}

/** The threads to list for the sidebar's tab and search box, keeping their order (newest activity first). */
export function filterThreads(threads: readonly Thread[], { query, eventId }: ThreadFilter): Thread[] {
  const needle = query.trim().toLocaleLowerCase();
  return threads.filter((thread) => {
    if (eventId !== null && thread.event_id !== eventId) return false;
    if (!needle) return true;
    const name = (thread.other_user.full_name || UNKNOWN_USER).toLocaleLowerCase();
    const text = thread.last_message?.content.toLocaleLowerCase() ?? '';
    return name.includes(needle) || text.includes(needle);
  });
}
