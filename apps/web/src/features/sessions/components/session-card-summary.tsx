import type { Session } from '@atria/contracts';
import { groupSpeakersByRole } from '../speakers';
import { SpeakerAvatar } from './speaker-avatar';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

/** docs/product.md#agenda: a live session is marked on its card (green, like the LIVE status badge). */
export const isLiveSession = (session: Pick<Session, 'status' | 'is_live'>): boolean =>
  session.status === 'LIVE' || session.is_live;

export function LiveMark() {
  const { t } = useI18n();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-green-100 px-1.5 text-[11px] leading-4 font-semibold tracking-wide text-green-900 uppercase">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-green-600 motion-safe:animate-pulse" />
      {t('session.card.live')}
    </span>
  );
}

/**
 * The closed card's speakers at a glance: overlapping avatars (picture or first letter) and the names in role
 * order, cut with an ellipsis when they do not fit and left out on narrow cards (every name stays in the title
 * attribute and in the text screen readers get). The row needs an `@container` ancestor.
 */
export function SpeakerSummary({ speakers }: { speakers: Session['session_speakers'] }) {
  const { t } = useI18n();
  const ordered = groupSpeakersByRole(speakers).flatMap((group) => group.speakers);
  if (ordered.length === 0) return null;
  const names = ordered.map((speaker) => speaker.speaker_name).join(', ');
  return (
    <span data-testid="card-speakers" className="flex min-w-0 items-center gap-1.5" title={names}>
      <span aria-hidden="true" className="flex shrink-0 -space-x-1">
        {ordered.slice(0, 3).map((speaker) => (
          <SpeakerAvatar
            key={speaker.user_id}
            name={speaker.speaker_name}
            imageUrl={speaker.image_url}
            small
            className="ring-2 ring-white"
          />
        ))}
      </span>
      <span className="sr-only">{t('session.card.speakers', { names })}</span>
      {/* The names take the room a card has; a narrow card (several sessions side by side) shows the avatars only. */}
      <span aria-hidden="true" className="hidden truncate text-xs text-slate-700 @[17rem]:inline">
        {names}
      </span>
    </span>
  );
}
