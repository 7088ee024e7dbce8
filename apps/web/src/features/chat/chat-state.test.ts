import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, MAX_ACTIVE_THREADS, type ChatAction, type ChatState } from './chat-state';

const run = (...actions: ChatAction[]): ChatState => actions.reduce(chatReducer, initialChatState);
const open = (threadId: number): ChatAction => ({ type: 'openThread', threadId });

describe('chat state', () => {
  it('starts with the sidebar collapsed, no windows and no event', () => {
    expect(initialChatState).toEqual({
      sidebarExpanded: false,
      activeThreads: [],
      minimizedThreads: [],
      currentEventId: null,
    });
  });

  it('opens threads as active windows, oldest first', () => {
    expect(run(open(1), open(2)).activeThreads).toEqual([1, 2]);
  });

  it('keeps at most three active windows: a fourth minimizes the oldest active', () => {
    const state = run(open(1), open(2), open(3), open(4));
    expect(MAX_ACTIVE_THREADS).toBe(3);
    expect(state.activeThreads).toEqual([2, 3, 4]);
    expect(state.minimizedThreads).toEqual([1]);
  });

  it('opening a minimized thread removes it from minimized and makes it active', () => {
    const state = run(open(1), open(2), { type: 'minimizeThread', threadId: 1 }, open(1));
    expect(state.activeThreads).toEqual([2, 1]);
    expect(state.minimizedThreads).toEqual([]);
  });

  it('restoring a minimized thread while three are active minimizes the oldest active', () => {
    const state = run(open(1), open(2), open(3), open(4), open(1));
    expect(state.activeThreads).toEqual([3, 4, 1]);
    expect(state.minimizedThreads).toEqual([2]);
  });

  it('opening an already active thread makes it the newest without minimizing anything', () => {
    const state = run(open(1), open(2), open(3), open(1));
    expect(state.activeThreads).toEqual([2, 3, 1]);
    expect(state.minimizedThreads).toEqual([]);
  });

  it('returns the same state when the newest active thread is opened again', () => {
    const state = run(open(1), open(2));
    expect(chatReducer(state, open(2))).toBe(state);
  });

  it('minimizing moves an active window to minimized', () => {
    const state = run(open(1), open(2), { type: 'minimizeThread', threadId: 1 });
    expect(state.activeThreads).toEqual([2]);
    expect(state.minimizedThreads).toEqual([1]);
  });

  it('minimizing a thread that is not active changes nothing', () => {
    const state = run(open(1), { type: 'minimizeThread', threadId: 1 });
    expect(chatReducer(state, { type: 'minimizeThread', threadId: 1 })).toBe(state);
    expect(chatReducer(state, { type: 'minimizeThread', threadId: 9 })).toBe(state);
  });

  it('closing removes a thread from active and from minimized', () => {
    const state = run(
      open(1),
      open(2),
      open(3),
      open(4),
      { type: 'closeThread', threadId: 1 },
      { type: 'closeThread', threadId: 3 },
    );
    expect(state.activeThreads).toEqual([2, 4]);
    expect(state.minimizedThreads).toEqual([]);
  });

  it('closing an unknown thread returns the same state', () => {
    const state = run(open(1));
    expect(chatReducer(state, { type: 'closeThread', threadId: 2 })).toBe(state);
  });

  it('a header click minimizes an open window and restores a minimized one', () => {
    const minimized = run(open(1), { type: 'toggleThread', threadId: 1 });
    expect(minimized).toMatchObject({ activeThreads: [], minimizedThreads: [1] });
    const restored = chatReducer(minimized, { type: 'toggleThread', threadId: 1 });
    expect(restored).toMatchObject({ activeThreads: [1], minimizedThreads: [] });
    expect(chatReducer(restored, { type: 'toggleThread', threadId: 7 })).toBe(restored);
  });

  it('restoring by header click also respects the three-window limit', () => {
    const state = run(open(1), { type: 'toggleThread', threadId: 1 }, open(2), open(3), open(4), {
      type: 'toggleThread',
      threadId: 1,
    });
    expect(state.activeThreads).toEqual([3, 4, 1]);
    expect(state.minimizedThreads).toEqual([2]);
  });

  it('expands, collapses and toggles the sidebar', () => {
    const expanded = run({ type: 'toggleSidebar' });
    expect(expanded.sidebarExpanded).toBe(true);
    expect(chatReducer(expanded, { type: 'toggleSidebar' }).sidebarExpanded).toBe(false);
    expect(chatReducer(expanded, { type: 'setSidebarExpanded', expanded: true })).toBe(expanded);
    expect(chatReducer(expanded, { type: 'setSidebarExpanded', expanded: false }).sidebarExpanded).toBe(false);
  });

  it('records the current event and resets everything', () => {
    const state = run({ type: 'setCurrentEvent', eventId: 5 }, open(1), { type: 'toggleSidebar' });
    expect(state.currentEventId).toBe(5);
    expect(chatReducer(state, { type: 'setCurrentEvent', eventId: 5 })).toBe(state);
    expect(chatReducer(state, { type: 'reset' })).toEqual(initialChatState);
  });
});
