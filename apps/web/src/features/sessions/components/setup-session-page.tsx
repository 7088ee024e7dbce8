import { Navigate } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { openModal } from '../../modals';
import type { EventView } from '../../../lib/event-paths';
import { singleSessionRedirect } from '../single-session-redirect';
import { EventGate } from './event-gate';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/** docs/product.md#single-session-events: 'Setup Required' with 'Create Session' for editors; others go to the pending page. */
export function SetupSessionPage({ eventId, view }: { eventId: number; view: EventView }) {
  return (
    <EventGate eventId={eventId}>
      {(event) => {
        const redirect = singleSessionRedirect(event, view, 'setup');
        if (redirect) return <Navigate {...redirect} replace />;
        return <SetupRequired eventId={eventId} />;
      }}
    </EventGate>
  );
}

function SetupRequired({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  return (
    <Card className="mx-auto mt-6 max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-800">
        <Icon name="wrench" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{t('session.setup.heading')}</h2>
      <p className="mt-2 text-slate-600">{t('session.setup.text')}</p>
      <Button size="lg" className="mt-8" onClick={() => openModal('session', { eventId })}>
        {t('session.setup.create')}
      </Button>
    </Card>
  );
}
