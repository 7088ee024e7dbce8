import { lazy, Suspense, useSyncExternalStore } from 'react';
import { MD_UP, useMediaQuery } from '../../../lib/use-media-query';
import { useSocketState } from '../chat-socket';
import { useChatState } from '../chat-store';
import { ChatSidebar } from './chat-sidebar';
import { MinimizedWindow } from './minimized-window';

// An open conversation (its message list and composer, with the form library the composer uses) loads when the
// first window opens: every signed-in page shows the Messaging bar, few open a conversation.
const ChatWindow = lazy(() => import('./chat-window').then((module) => ({ default: module.ChatWindow })));

/** Desktop widths (px): sidebar 288, window 300, gaps 12, right margin 16. */
const SIDEBAR_W = 288;
const WINDOW_W = 300;
const GAP = 12;

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** How many open windows fit beside the sidebar (1 to 3); the rest show as bars until brought forward. */
function useWindowCapacity(isDesktop: boolean): number {
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => 1280,
  );
  if (!isDesktop) return 1;
  return Math.max(1, Math.min(3, Math.floor((width - SIDEBAR_W - 16 - GAP) / (WINDOW_W + GAP))));
}

/**
 * Bottom-right dock: open windows side by side (oldest on the left), then a column of minimized windows above
 * the 'Messaging' sidebar. On phones one open window fills the screen below the header at a time.
 */
export function ChatDock() {
  const { activeThreads, minimizedThreads } = useChatState();
  const isDesktop = useMediaQuery(MD_UP);
  const capacity = useWindowCapacity(isDesktop);
  const socketState = useSocketState();
  const shown = activeThreads.slice(-capacity);
  const overflow = activeThreads.slice(0, activeThreads.length - shown.length);
  const bars = [...overflow, ...minimizedThreads];

  return (
    <div
      data-socket={socketState}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-30 flex items-end justify-end gap-3 pe-2 md:pe-4"
    >
      {shown.map((threadId) => (
        <Suspense key={threadId} fallback={null}>
          <ChatWindow threadId={threadId} fullScreen={!isDesktop} />
        </Suspense>
      ))}
      <div className={isDesktop ? 'flex w-72 shrink-0 flex-col gap-2' : 'flex flex-col items-end gap-2 pb-2'}>
        {bars.map((threadId) => (
          <MinimizedWindow key={threadId} threadId={threadId} />
        ))}
        <ChatSidebar isDesktop={isDesktop} />
      </div>
    </div>
  );
}
