import { lazy, Suspense } from 'react';

// The chat (socket client included) loads only once a signed-in page shows it, never for the landing page.
const ChatRoot = lazy(() => import('./chat-root').then((module) => ({ default: module.ChatRoot })));

/**
 * The messaging sidebar and chat windows (spec section 2, Chat). The app shell renders it for signed-in
 * users; it takes the event of the current route from the router.
 */
export function ChatContainer() {
  return (
    <Suspense fallback={null}>
      <ChatRoot />
    </Suspense>
  );
}
