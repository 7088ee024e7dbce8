import { createFileRoute } from '@tanstack/react-router';
import { MyNetworkPage } from '../../features/network/components/my-network-page';
import { loadArea } from '../../lib/i18n/i18n';

export const Route = createFileRoute('/app/network')({
  loader: () => loadArea('network'),
  component: MyNetworkPage,
});
