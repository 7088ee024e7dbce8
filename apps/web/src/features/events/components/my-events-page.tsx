import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../components/layout/page-title';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';
import { userEventsQueryOptions } from '../api';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { EventCardGrid } from './event-card-grid';

/** /app/events (title Events): the events the user takes part in, in the attendee view. */
export function MyEventsPage() {
  const { t } = useI18n();
  usePageTitle(t('events.mine.title'));
  const { user } = useAuth();
  const events = useQuery({ ...userEventsQueryOptions(user?.id ?? 0), enabled: user !== null });

  return (
    <div className="mx-auto max-w-6xl">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{t('events.mine.heading')}</h2>
      {events.isPending && (
        <p className="mt-8 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('events.mine.loading')}
        </p>
      )}
      {events.isError && <Alert title={t('events.mine.error')} className="mt-8" />}
      {events.data?.events.length === 0 && (
        <Card className="mt-8 px-6 py-12 text-center">
          <p className="text-lg text-slate-700">{t('events.mine.none')}</p>
        </Card>
      )}
      {events.data && events.data.events.length > 0 && (
        <div className="mt-6">
          <EventCardGrid events={events.data.events} view="attendee" />
        </div>
      )}
    </div>
  );
}
