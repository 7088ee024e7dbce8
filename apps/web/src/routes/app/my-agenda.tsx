import { createFileRoute } from '@tanstack/react-router';
import { MyAgendaPage } from '../../features/my-agenda/components/my-agenda-page';
import { loadArea } from '../../lib/i18n/i18n';

export const Route = createFileRoute('/app/my-agenda')({
  loader: () => loadArea('agenda'),
  component: MyAgendaPage,
});
