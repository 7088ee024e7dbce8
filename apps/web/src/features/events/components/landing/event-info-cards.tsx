import type { EventDetail } from '@atria/contracts';
import type { ReactNode } from 'react';
import { Card } from '../../../../components/ui/card';
import { Icon, type IconName } from '../../../../components/ui/icons';
import { useI18n } from '../../../../lib/i18n/i18n';
import '../../../app-messages';
import { formatDateRange } from '../../format';

function InfoCard({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <Card className="flex gap-4 p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-100 text-primary-700">
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
        <div className="mt-1 text-slate-900">{children}</div>
      </div>
    </Card>
  );
}

/** Format card, location card (only with a venue name) and dates card (start – end, local format). */
export function EventInfoCards({ event }: { event: EventDetail }) {
  const { t } = useI18n();
  const place = [event.venue_address, event.venue_city, event.venue_country].filter(Boolean).join(', ');
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
      <InfoCard icon="globe" title={t('events.info.format')}>
        <p className="font-semibold">
          {event.event_format === 'HYBRID' ? t('events.info.hybrid') : t('events.info.virtual')}
        </p>
      </InfoCard>
      {event.venue_name && (
        <InfoCard icon="map-pin" title={t('events.info.location')}>
          <p className="font-semibold">{event.venue_name}</p>
          {place && <p className="text-sm text-slate-700">{place}</p>}
        </InfoCard>
      )}
      <InfoCard icon="calendar" title={t('events.info.dates')}>
        <p className="font-semibold">{formatDateRange(event.start_date, event.end_date)}</p>
      </InfoCard>
    </div>
  );
}
