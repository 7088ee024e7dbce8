import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';
import { setInterestShown, useInterestShown } from '../time-mode';

/**
 * The agenda's link to the whole agenda as an .ics file (fetched with the login's token); for
 * the event's editors, the Interest switch that shows how many people bookmarked each session.
 */
export function AgendaCalendarLinks({ eventId, canEdit }: { eventId: number; canEdit: boolean }) {
  const { t } = useI18n();
  const interestShown = useInterestShown();
  const [failed, setFailed] = useState(false);
  const download = () => {
    setFailed(false);
    // The download code loads when asked for (bundle budget).
    import('../actions').then(({ downloadEventIcs }) => downloadEventIcs(eventId)).catch(() => setFailed(true));
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canEdit && (
        <button
          type="button"
          aria-pressed={interestShown}
          onClick={() => setInterestShown(!interestShown)}
          className={buttonClasses('ghost', 'sm')}
        >
          {t('agenda.interest.show')}
        </button>
      )}
      <button type="button" onClick={download} className={buttonClasses('ghost', 'sm')}>
        <Icon name="calendar" className="size-4" />
        {t('agenda.calendar.eventIcs')}
      </button>
      {failed && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('agenda.calendar.failed')}
        </p>
      )}
    </div>
  );
}
