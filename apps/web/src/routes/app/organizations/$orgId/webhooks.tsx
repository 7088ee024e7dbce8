import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPage } from '../../../../features/developer';
import { loadArea } from '../../../../lib/i18n/i18n';

export const Route = createFileRoute('/app/organizations/$orgId/webhooks')({
  loader: () => loadArea('developer'),
  component: OrganizationWebhooksPage,
});

function OrganizationWebhooksPage() {
  const { orgId } = Route.useParams();
  return <WebhooksPage orgId={Number(orgId)} />;
}
