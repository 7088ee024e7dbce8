import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PersonActionsContext, type PersonActions } from '../person-actions';

// The chat (socket client included) loads only once a signed-in page shows it, never for the landing page.
const ChatRoot = lazy(() => import('./chat-root').then((module) => ({ default: module.ChatRoot })));

/** The longest the chat waits for the page to settle before it loads anyway (a slow or polling page). */
export const CHAT_MAX_DEFER_MS = 3000;

/** Runs `callback` when the browser is idle (soon after the next paint), or after a timeout when it never is. */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 0);
  return () => window.clearTimeout(id);
}

/**
 * The messaging sidebar and chat windows (docs/product.md#direct-messages). The app shell renders it for signed-in
 * users; it takes the event of the current route from the router. It starts loading after the page: once no
 * query is fetching and the browser is idle, so its code, socket and threads do not compete with the page's
 * first paint (at most CHAT_MAX_DEFER_MS after the shell appeared). `personActions` draws the actions on the
 * other person (block, report) in each window's header.
 */
export function ChatContainer({ personActions = null }: { personActions?: PersonActions | null }) {
  const [ready, setReady] = useState(false);
  if (!ready) return <WaitForSettledPage onSettled={setReady} />;
  return (
    <PersonActionsContext value={personActions}>
      <Suspense fallback={null}>
        <ChatRoot />
      </Suspense>
    </PersonActionsContext>
  );
}

function WaitForSettledPage({ onSettled }: { onSettled: (settled: true) => void }) {
  const fetching = useIsFetching();
  useEffect(() => {
    const timer = window.setTimeout(() => onSettled(true), CHAT_MAX_DEFER_MS);
    return () => window.clearTimeout(timer);
  }, [onSettled]);
  useEffect(() => {
    if (fetching > 0) return;
    return whenIdle(() => onSettled(true));
  }, [fetching, onSettled]);
  return null;
}
