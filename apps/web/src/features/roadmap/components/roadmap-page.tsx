import { usePageTitle } from '../../../components/layout/page-title';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { ROADMAP, ROADMAP_STATUS_LABEL, type RoadmapPhase, type RoadmapStatus } from '../roadmap-data';

const STATUS_TONE: Record<RoadmapStatus, BadgeTone> = {
  complete: 'green',
  partial: 'amber',
  'in-progress': 'amber',
  planned: 'gray',
};

function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const done = phase.status === 'complete';
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold text-primary-700">Phase {phase.phase}</p>
        <Badge tone={STATUS_TONE[phase.status]}>{ROADMAP_STATUS_LABEL[phase.status]}</Badge>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{phase.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{phase.summary}</p>
      <ul className="mt-4 space-y-2">
        {phase.items.map((item) => (
          <li key={item} className="flex gap-2 text-sm text-slate-700">
            <Icon
              name={done ? 'check' : 'chevron-right'}
              className={done ? 'size-4 translate-y-0.5 text-green-700' : 'size-4 translate-y-0.5 text-slate-500'}
            />
            {item}
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** docs/product.md#roadmap-and-placeholders: the development roadmap shown for event paths that are not built yet. */
export function RoadmapPage() {
  usePageTitle('Development Roadmap');
  return (
    <div className="mx-auto max-w-5xl">
      <div className="rounded-card bg-gradient-to-br from-primary-700 to-primary-900 px-6 py-8 text-white sm:px-8">
        <h2 className="text-2xl font-bold tracking-tight">This page is on our roadmap</h2>
        <p className="mt-2 max-w-2xl text-primary-100">
          Atria is built in the open, one phase at a time. Here is what is done, what we are working on, and what comes
          next.
        </p>
      </div>
      <ol className="mt-6 grid gap-5 md:grid-cols-2" aria-label="Roadmap phases">
        {ROADMAP.map((phase) => (
          <li key={phase.phase}>
            <PhaseCard phase={phase} />
          </li>
        ))}
      </ol>
    </div>
  );
}
