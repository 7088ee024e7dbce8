import { lazy, Suspense, useCallback, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cx } from '../../../lib/cx';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { totalUnread } from '../cache';
import { dispatchChat, useChatState } from '../chat-store';
import { useThreads } from '../use-chat-hooks';
import { ChatIcon } from './chat-icons';
import { UnreadBadge } from './unread-badge';

// The panel's search box, tabs (Radix, with its focus code) and thread list load when the sidebar first opens, or
// when the pointer or the focus reaches its toggle: the bar and its unread count show on every signed-in page, few
// open it (bundle budget, docs/architecture.md#web-app).
const loadThreadBrowser = () => import('./thread-browser');
const ThreadBrowser = lazy(() => loadThreadBrowser().then((module) => ({ default: module.ThreadBrowser })));
const preloadThreadBrowser = () => void loadThreadBrowser().catch(() => {});

/** The 'Messaging' toggle; windows give focus back to it when they close. */
export const SIDEBAR_TOGGLE_ID = 'chat-sidebar-toggle';
const PANEL_ID = 'chat-sidebar-panel';

/**
 * The collapsible 'Messaging' sidebar (docs/product.md#chat-sidebar). Desktop: a bar at the bottom right that opens upwards.
 * Phones: a round button that opens a sheet over the page, closed again by the button, Escape, the backdrop
 * or opening a conversation.
 */
export function ChatSidebar({ isDesktop }: { isDesktop: boolean }) {
  const { t } = useI18n();
  const { sidebarExpanded: expanded } = useChatState();
  const unread = totalUnread(useThreads().data);
  // Opening the sidebar puts the focus in its search box as soon as the box is there (at once, or once loaded).
  const focusSearch = useRef(false);
  const searchRef = useCallback((input: HTMLInputElement | null) => {
    if (!input || !focusSearch.current) return;
    focusSearch.current = false;
    input.focus();
  }, []);
  const toggle = () => {
    focusSearch.current = !expanded;
    dispatchChat({ type: 'toggleSidebar' });
  };
  const collapse = () => dispatchChat({ type: 'setSidebarExpanded', expanded: false });

  const panel = expanded && (
    <div
      id={PANEL_ID}
      className={cx('flex min-h-0 flex-col', isDesktop ? 'h-[min(30rem,calc(100dvh-10rem))]' : 'flex-1')}
    >
      <Suspense
        fallback={
          <p role="status" className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-slate-700">
            <Spinner />
            {t('chat.loadingThreads')}
          </p>
        }
      >
        <ThreadBrowser searchRef={searchRef} onOpened={isDesktop ? undefined : collapse} />
      </Suspense>
    </div>
  );

  if (!isDesktop && !expanded) {
    return (
      <aside aria-label={t('chat.messaging')} className="pointer-events-auto">
        <button
          id={SIDEBAR_TOGGLE_ID}
          type="button"
          aria-expanded={false}
          aria-controls={PANEL_ID}
          onClick={toggle}
          onPointerEnter={preloadThreadBrowser}
          onFocus={preloadThreadBrowser}
          className="relative flex size-14 items-center justify-center rounded-full bg-primary-700 text-white shadow-lg hover:bg-primary-800"
        >
          <ChatIcon name="message" className="size-6" />
          <span className="sr-only">{t('chat.messaging')}</span>
          <UnreadBadge count={unread} className="absolute -top-1 -end-1" />
        </button>
      </aside>
    );
  }

  return (
    <>
      {!isDesktop && (
        <div aria-hidden="true" className="pointer-events-auto fixed inset-0 bg-slate-950/40" onClick={collapse} />
      )}
      <aside
        aria-label={t('chat.messaging')}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !isDesktop) collapse();
        }}
        className={cx(
          'pointer-events-auto flex flex-col border border-slate-200 bg-white shadow-xl',
          isDesktop ? 'w-72 rounded-t-xl' : 'fixed inset-x-0 bottom-0 h-[80dvh] rounded-t-2xl',
        )}
      >
        <button
          id={SIDEBAR_TOGGLE_ID}
          type="button"
          aria-expanded={expanded}
          aria-controls={PANEL_ID}
          onClick={toggle}
          onPointerEnter={preloadThreadBrowser}
          onFocus={preloadThreadBrowser}
          className="flex h-12 w-full shrink-0 items-center gap-2 rounded-t-xl px-4 text-start font-semibold text-slate-900 hover:bg-slate-50"
        >
          <ChatIcon name="message" className="text-primary-700" />
          <span className="flex-1">{t('chat.messaging')}</span>
          <UnreadBadge count={unread} />
          <ChatIcon name={expanded ? 'chevron-down' : 'chevron-up'} className="text-slate-600" />
        </button>
        {panel}
      </aside>
    </>
  );
}
