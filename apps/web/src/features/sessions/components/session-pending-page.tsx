import { Link, Navigate } from '@tanstack/react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { setupSessionLink, type EventView } from '../../../lib/event-paths';
import { singleSessionRedirect } from '../single-session-redirect';
import { EventGate } from './event-gate';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/** docs/product.md#single-session-events, the pending page: a single-session event that has no session yet. */
export function SessionPendingPage({ eventId, view }: { eventId: number; view: EventView }) {
  return (
    <EventGate eventId={eventId}>
      {(event) => {
        const redirect = singleSessionRedirect(event, view, 'pending');
        if (redirect) return <Navigate {...redirect} replace />;
        return <ComingSoon view={view} setupEventId={event.permissions.can_edit ? eventId : null} />;
      }}
    </EventGate>
  );
}

function ComingSoon({ view, setupEventId }: { view: EventView; setupEventId: number | null }) {
  const { t } = useI18n();
  return (
    <Card className="mx-auto mt-6 max-w-xl px-6 py-12 text-center sm:px-10">
      <span className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-primary-100 text-primary-700">
        <Icon name="clock" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold text-slate-900">{t('session.pending.heading')}</h2>
      <p className="mt-2 text-slate-600">{t('session.pending.text')}</p>
      {setupEventId !== null && (
        <Link {...setupSessionLink(view, setupEventId)} className={buttonClasses('secondary', 'md', 'mt-8')}>
          {t('session.pending.setup')}
        </Link>
      )}
    </Card>
  );
}
