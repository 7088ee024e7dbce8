import { createFileRoute } from '@tanstack/react-router';
import { ClaimInvitationPage } from '../../features/invitations/components/claim-invitation-page';

/** Public: the one-time link an invited person opens to set a password. */
export const Route = createFileRoute('/invite/$token')({
  component: InviteRoutePage,
});

function InviteRoutePage() {
  const { token } = Route.useParams();
  return <ClaimInvitationPage token={token} />;
}
