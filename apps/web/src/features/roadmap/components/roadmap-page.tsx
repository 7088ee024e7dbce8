import { usePageTitle } from '../../../components/layout/page-title';
import { useEventPageTitle } from '../../events';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { ROADMAP, ROADMAP_STATUS_KEY, type RoadmapPhase, type RoadmapStatus } from '../roadmap-data';

const STATUS_TONE: Record<RoadmapStatus, BadgeTone> = {
  complete: 'green',
  partial: 'amber',
  'in-progress': 'amber',
  planned: 'gray',
};

function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const { t } = useI18n();
  const done = phase.status === 'complete';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-primary-700">{t('roadmap.phase', { number: phase.phase })}</p>
        <Badge tone={STATUS_TONE[phase.status]}>{t(ROADMAP_STATUS_KEY[phase.status])}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{t(phase.title)}</h3>
      <p className="mt-1 text-sm text-slate-600">{t(phase.summary)}</p>
      <ul className="mt-4 space-y-2">
        {phase.items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-700">
            <Icon
              name={done ? 'check' : 'chevron-right'}
              className={
                done
                  ? 'size-4 translate-y-0.5 text-green-700'
                  : 'size-4 translate-y-0.5 text-slate-500 rtl:-scale-x-100'
              }
            />
            {t(item)}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * docs/product.md#roadmap-and-placeholders: the development roadmap shown for event paths that are not built yet.
 * Under an event the top bar keeps the event's title (the reader is still in that event); elsewhere it reads
 * 'Development Roadmap'.
 */
export function RoadmapPage({ eventId }: { eventId?: number }) {
  return eventId === undefined ? <GeneralRoadmap /> : <EventRoadmap eventId={eventId} />;
}

function GeneralRoadmap() {
  const { t } = useI18n();
  usePageTitle(t('roadmap.title'));
  return <Roadmap />;
}

function EventRoadmap({ eventId }: { eventId: number }) {
  useEventPageTitle(eventId);
  return <Roadmap />;
}

function Roadmap() {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-5xl">
      <div className="rounded-card bg-gradient-to-br from-primary-700 to-primary-900 px-6 py-8 text-white sm:px-8">
        <h2 className="text-2xl font-bold tracking-tight">{t('roadmap.heading')}</h2>
        <p className="mt-2 max-w-2xl text-primary-100">{t('roadmap.text')}</p>
      </div>
      <ol className="mt-6 grid gap-5 md:grid-cols-2" aria-label={t('roadmap.phases')}>
        {ROADMAP.map((phase) => (
          <li key={phase.phase}>
            <PhaseCard phase={phase} />
          </li>
        ))}
      </ol>
    </div>
  );
}
