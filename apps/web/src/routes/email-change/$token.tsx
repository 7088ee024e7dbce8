import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../features/account/components/confirm-email-page';
import { loadArea } from '../../lib/i18n/i18n';

/** Public: the one-time link mailed to a new email address (docs/security/account.md, section 5). */
export const Route = createFileRoute('/email-change/$token')({
  loader: () => loadArea('account'),
  component: EmailChangeRoutePage,
});

function EmailChangeRoutePage() {
  const { token } = Route.useParams();
  return <ConfirmEmailPage token={token} />;
}
