import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Icon } from '../../../components/ui/icons';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { forgetCreatedSession, sessionLink, useCreatedSession, type EventView } from '../../sessions';

const TITLE_MARK = '\u0000';

/**
 * After 'Add Session' the organizer stays on the agenda (several sessions are often added in a row); this
 * status line names the new session and offers to open it. Leaving the agenda forgets it.
 */
export function CreatedSessionNotice({ eventId, view }: { eventId: number; view: EventView }) {
  const created = useCreatedSession();
  useEffect(() => forgetCreatedSession, []);
  const { t } = useI18n();
  const shown = created?.eventId === eventId ? created : null;
  // The title is set in bold inside the translated sentence, wherever the language puts it.
  const [before = '', after = ''] = t('agenda.created.added', {
    title: TITLE_MARK,
    day: t('agenda.days.day', { day: shown?.day ?? 1 }),
  }).split(TITLE_MARK);
  // The live region stays in the page, so the line is announced when it appears.
  return (
    <div role="status">
      {shown && (
        <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
          <Icon name="check" className="size-5 shrink-0 text-green-700" />
          {/* Wide enough for a few words, so on a phone the actions wrap below instead of squeezing it. */}
          <p className="min-w-48 flex-1">
            {before}
            <span className="font-semibold">{shown?.title}</span>
            {after}
          </p>
          <div className="ml-auto flex items-center gap-2">
            <Link
              {...sessionLink(view, eventId, shown.id)}
              className="rounded-md font-semibold text-green-900 underline underline-offset-2 hover:text-green-950"
            >
              {t('agenda.created.open')}
            </Link>
            <button
              type="button"
              aria-label={t('agenda.created.dismiss')}
              onClick={forgetCreatedSession}
              className="-mr-1 flex size-8 items-center justify-center rounded-md text-green-800 hover:bg-green-100"
            >
              <Icon name="x" className="size-4" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
