import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { AppShell } from '../../components/layout/app-shell';
import { ensureAuthResolved, getAuthState } from '../../features/auth/auth-store';

/** Everything under /app requires authentication; the origin is remembered for after login. */
export const Route = createFileRoute('/app')({
  beforeLoad: async ({ location }) => {
    await ensureAuthResolved();
    if (!getAuthState().isAuthenticated) {
      throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
    }
  },
  component: AppLayout,
});

function AppLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
