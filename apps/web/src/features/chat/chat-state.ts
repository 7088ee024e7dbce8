/**
 * Chat window state (docs/product.md#chat-state): the sidebar, at most three active (open) thread windows and any
 * number of minimized ones, and the event of the current route. Pure, so every rule is unit-tested.
 */
export const MAX_ACTIVE_THREADS = 3;

export interface ChatState {
  sidebarExpanded: boolean;
  /** Open windows, oldest first. */
  activeThreads: number[];
  /** Minimized windows, in the order they were minimized. */
  minimizedThreads: number[];
  /** The eventId of the current route, or null outside event routes. */
  currentEventId: number | null;
}

export type ChatAction =
  /** Opening a thread, or maximizing (restoring) a minimized one. */
  | { type: 'openThread'; threadId: number }
  | { type: 'minimizeThread'; threadId: number }
  | { type: 'closeThread'; threadId: number }
  /** A click on a window's header: minimizes an open window, restores a minimized one. */
  | { type: 'toggleThread'; threadId: number }
  | { type: 'setSidebarExpanded'; expanded: boolean }
  | { type: 'toggleSidebar' }
  | { type: 'setCurrentEvent'; eventId: number | null }
  | { type: 'reset' };

export const initialChatState: ChatState = {
  sidebarExpanded: false,
  activeThreads: [],
  minimizedThreads: [],
  currentEventId: null,
};

const without = (ids: number[], id: number): number[] => ids.filter((other) => other !== id);

/**
 * Removes the thread from minimized and makes it the newest active one; when three are already active the
 * oldest moves to minimized. Opening a thread that is already active only makes it the newest.
 */
function withThreadOpened(state: ChatState, threadId: number): ChatState {
  if (state.activeThreads.at(-1) === threadId) return state;
  let active = [...without(state.activeThreads, threadId), threadId];
  let minimized = without(state.minimizedThreads, threadId);
  if (active.length > MAX_ACTIVE_THREADS) {
    const evicted = active.slice(0, active.length - MAX_ACTIVE_THREADS);
    active = active.slice(-MAX_ACTIVE_THREADS);
    minimized = [...minimized, ...evicted];
  }
  return { ...state, activeThreads: active, minimizedThreads: minimized };
}

function withThreadMinimized(state: ChatState, threadId: number): ChatState {
  if (!state.activeThreads.includes(threadId)) return state;
  return {
    ...state,
    activeThreads: without(state.activeThreads, threadId),
    minimizedThreads: [...without(state.minimizedThreads, threadId), threadId],
  };
}

function withThreadClosed(state: ChatState, threadId: number): ChatState {
  if (!state.activeThreads.includes(threadId) && !state.minimizedThreads.includes(threadId)) return state;
  return {
    ...state,
    activeThreads: without(state.activeThreads, threadId),
    minimizedThreads: without(state.minimizedThreads, threadId),
  };
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'openThread':
      return withThreadOpened(state, action.threadId);
    case 'minimizeThread':
      return withThreadMinimized(state, action.threadId);
    case 'closeThread':
      return withThreadClosed(state, action.threadId);
    case 'toggleThread':
      if (state.activeThreads.includes(action.threadId)) return withThreadMinimized(state, action.threadId);
      if (state.minimizedThreads.includes(action.threadId)) return withThreadOpened(state, action.threadId);
      return state;
    case 'setSidebarExpanded':
      return state.sidebarExpanded === action.expanded ? state : { ...state, sidebarExpanded: action.expanded };
    case 'toggleSidebar':
      return { ...state, sidebarExpanded: !state.sidebarExpanded };
    case 'setCurrentEvent':
      return state.currentEventId === action.eventId ? state : { ...state, currentEventId: action.eventId };
    case 'reset':
      return initialChatState;
  }
}
