import { createFileRoute, redirect } from '@tanstack/react-router';
import { ensureAuthResolved, getAuthState } from '../features/auth/auth-store';
import { safeRedirect } from '../features/auth/redirect';
import { LandingPage } from '../features/landing/components/landing-page';
import { loadArea } from '../lib/i18n/i18n';

interface LandingSearch {
  /** Where to go after login: the /app location the visitor was sent away from. */
  redirect?: string;
}

export const Route = createFileRoute('/')({
  validateSearch: (search: Record<string, unknown>): LandingSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: async ({ search }) => {
    await ensureAuthResolved();
    if (getAuthState().isAuthenticated) throw redirect({ href: safeRedirect(search.redirect), replace: true });
  },
  loader: () => loadArea('landing'),
  component: LandingPage,
});
