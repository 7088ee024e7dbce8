import type { Session } from '@atria/contracts/zod-free';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icons';
import { slotInstants } from '../../../lib/dates';
import { directionOf } from '../../../lib/i18n/locales';
import { useI18n } from '../../../lib/i18n/i18n';
import { downloadSessionIcs } from '../actions';
import { googleCalendarUrl, outlookCalendarUrl, type CalendarEntry } from '../calendar-links';
import '../calendar-messages';
import '../messages';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

function entryOf(session: Session): CalendarEntry {
  const { start, end } = slotInstants(session);
  const details = [session.event.title, session.description ?? '', session.stream_url ?? '']
    .filter((part) => part !== '')
    .join('\n\n');
  return { title: session.title, start, end, details, url: window.location.href };
}

/** 'Add to calendar': the session as an .ics file, or prefilled in Google Calendar or Outlook on the web. */
export function AddToCalendar({ session }: { session: Session }) {
  const { t, locale } = useI18n();
  const [failed, setFailed] = useState(false);
  const entry = entryOf(session);
  const download = () => {
    setFailed(false);
    downloadSessionIcs(session.id).catch(() => setFailed(true));
  };
  return (
    <>
      <DropdownMenu.Root modal={false} dir={directionOf(locale)}>
        <DropdownMenu.Trigger className={buttonClasses('secondary', 'sm')}>
          <Icon name="calendar" className="size-4" />
          {t('calendar.calendar.add')}
          <Icon name="chevron-down" className="size-4" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          <DropdownMenu.Item className={itemClass} onSelect={download}>
            <Icon name="arrow-right" className="size-4" />
            {t('calendar.calendar.ics')}
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              <Icon name="link" className="size-4" />
              {t('calendar.calendar.google')}
            </a>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
              <Icon name="link" className="size-4" />
              {t('calendar.calendar.outlook')}
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {t('agenda.calendar.failed')}
        </p>
      )}
    </>
  );
}
