import { createFileRoute } from '@tanstack/react-router';
import { ClaimInvitationPage } from '../../features/invitations/components/claim-invitation-page';
import { loadArea } from '../../lib/i18n/i18n';
import { QueryProvider } from '../../lib/query-provider';

/** Public: the one-time link an invited person opens to set a password. */
export const Route = createFileRoute('/invite/$token')({
  loader: () => loadArea('app'),
  component: InviteRoutePage,
});

function InviteRoutePage() {
  const { token } = Route.useParams();
  return (
    <QueryProvider>
      <ClaimInvitationPage token={token} />
    </QueryProvider>
  );
}
