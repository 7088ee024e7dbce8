import { createFileRoute, Outlet, redirect, useParams } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AppShell } from '../../components/layout/app-shell';
import { ensureAuthResolved, getAuthState, useAuth } from '../../features/auth/auth-store';
import { useLogout } from '../../features/auth/use-logout';
import { ChatContainer } from '../../features/chat/components/chat-container';
import type { PersonActions } from '../../features/chat/person-actions';
import { useEventCanModerate, useEventIsAdmin } from '../../features/events/use-event-is-admin';
import { openReportsCountQueryOptions } from '../../features/network/api';
import { EventLiveStatus } from '../../features/live';
import { HeaderBell } from '../../features/notifications/header-bell';
import { loadArea } from '../../lib/i18n/i18n';
import { loadQueryClient } from '../../lib/query-client';
import { QueryProvider } from '../../lib/query-provider';

// Block and report in a chat window's header (the networking feature's), loaded when a window first shows them.
const PersonSafetyMenu = lazy(() =>
  import('../../features/network/components/person-safety-menu').then((module) => ({
    default: module.PersonSafetyMenu,
  })),
);
const personActions: PersonActions = (props) => (
  <Suspense fallback={null}>
    <PersonSafetyMenu {...props} />
  </Suspense>
);

/** Everything under /app requires authentication; the origin is remembered for after login. */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ location }) => {
    // The pages' loaders below read through the QueryClient (lib/query-client.ts): its code loads beside the check.
    const [queryClient] = await Promise.all([loadQueryClient(), ensureAuthResolved()]);
    if (!getAuthState().isAuthenticated) {
      throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
    }
    return { queryClient };
  },
  // Time zones, bookmarks and calendars appear across the app's pages: their translations load once.
  loader: () => Promise.all([loadArea('agenda'), loadArea('calendar'), loadArea('chat'), loadArea('app')]),
  component: AppRoute,
});

function AppRoute() {
  return (
    <QueryProvider>
      <AppLayout />
    </QueryProvider>
  );
}

/** The signed-in layout: the shell, given the user, the event's admin flag and the chat. */
function AppLayout() {
  const { eventId } = useParams({ strict: false });
  const { user, isAuthenticated } = useAuth();
  const logout = useLogout();
  // Signed in only: on logout the shell re-renders once more, after the cache was cleared, and must not ask
  // for the event again without a token (the refused call would end the session a second time, by a reload).
  const isEventAdmin = useEventIsAdmin(isAuthenticated ? eventId : undefined);
  const canModerate = useEventCanModerate(isAuthenticated ? eventId : undefined);
  // The report queue link's badge, for those who see the link.
  const openReports = useQuery({ ...openReportsCountQueryOptions(Number(eventId)), enabled: canModerate });
  return (
    <AppShell
      signedIn={isAuthenticated}
      isEventAdmin={isEventAdmin}
      canModerateEvent={canModerate}
      openReports={canModerate ? openReports.data : undefined}
      account={{ user, onLogout: () => void logout() }}
      chat={<ChatContainer personActions={personActions} />}
      bell={<HeaderBell />}
    >
      {/* The event's sessions going LIVE or COMPLETED, on every page of the event (agenda, event home, session). */}
      {isAuthenticated && user ? <EventLiveStatus eventId={eventId} /> : null}
      <Outlet />
    </AppShell>
  );
}
