import type { EventUser } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { Avatar } from '../../../components/ui/avatar';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../lib/cx';
import { CARD_GRID } from '../../../components/ui/card-grid';
import { Spinner } from '../../../components/ui/spinner';
import { MessageButton } from '../../chat';
import { useI18n } from '../../../lib/i18n/i18n';
import '../../app-messages';
import { eventUsersQueryOptions } from '../api';

/** The uploaded photo (its smallest WebP fit for 64 px at 2x) or the profile's image URL; null for initials. */
function speakerPhoto(speaker: EventUser): string | null {
  const webp = (speaker.avatar?.variants ?? []).filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  return (webp.find((v) => v.width >= 128) ?? webp.at(-1))?.url ?? speaker.image_url;
}

function SpeakerCard({ speaker, eventId }: { speaker: EventUser; eventId: number }) {
  return (
    <Card className="flex h-full flex-col items-center p-6 text-center">
      <Avatar name={speaker.user_name} imageUrl={speakerPhoto(speaker)} size="lg" />
      <h3 className="mt-4 text-lg font-semibold text-slate-900">{speaker.user_name}</h3>
      {speaker.speaker_title && <p className="mt-1 text-sm font-medium text-primary-700">{speaker.speaker_title}</p>}
      {speaker.speaker_bio && <p className="mt-3 text-sm whitespace-pre-line text-slate-700">{speaker.speaker_bio}</p>}
      <div className="mt-auto pt-4">
        <MessageButton userId={speaker.user_id} eventId={eventId} userName={speaker.user_name} />
      </div>
    </Card>
  );
}

/** docs/product.md#speakers-page: 'Event Speakers', 1/2/3 columns, sorted by name, generated avatars. */
export function SpeakersPage({ eventId }: { eventId: number }) {
  const { t } = useI18n();
  const speakers = useQuery(eventUsersQueryOptions(eventId, { role: 'SPEAKER', per_page: 100 }));
  const sorted = [...(speakers.data?.event_users ?? [])].sort((a, b) => a.user_name.localeCompare(b.user_name));
  return (
    <section aria-labelledby="speakers-heading" className="@container mx-auto max-w-6xl">
      <h2 id="speakers-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('events.speakers.heading')}
      </h2>
      {speakers.isPending && (
        <p className="mt-6 flex items-center gap-2 text-slate-600">
          <Spinner /> {t('events.loading')}
        </p>
      )}
      {speakers.isError && <Alert title={t('events.speakers.error')} className="mt-6" />}
      {speakers.data && sorted.length === 0 && <p className="mt-6 text-slate-700">{t('events.speakers.none')}</p>}
      {sorted.length > 0 && (
        <ul className={cx('mt-6', CARD_GRID)}>
          {sorted.map((speaker) => (
            <li key={speaker.user_id}>
              <SpeakerCard speaker={speaker} eventId={eventId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
