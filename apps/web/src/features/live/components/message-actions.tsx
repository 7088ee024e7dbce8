import type { SessionChatMessage } from '@atria/contracts/live';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useI18n } from '../../../lib/i18n/i18n';
import { directionOf } from '../../../lib/i18n/locales';
import { ReportDialog } from '../../network';
import { banUser, deleteChatMessage, muteUser } from '../api';
import { liveKeys } from '../keys';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

const MUTES = [
  { minutes: 10, key: 'live.moderation.muteTenMinutes' },
  { minutes: 60, key: 'live.moderation.muteOneHour' },
  { minutes: 1440, key: 'live.moderation.muteOneDay' },
] as const;

/**
 * The actions on a chat message: anyone but its author may report it (its author, with the text quoted, to the
 * event's moderators: docs/networking.md#reports); its author may delete it; the event's staff may delete any, and mute or ban its
 * author (never themselves). `onDone` gets a sentence for the panel's polite announcements.
 */
export function MessageActions({
  message,
  eventId,
  own,
  staff,
  onDone,
}: {
  message: SessionChatMessage;
  eventId: number;
  own: boolean;
  staff: boolean;
  onDone: (announcement: string) => void;
}) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const [banning, setBanning] = useState(false);
  const [reporting, setReporting] = useState(false);
  const name = message.author.full_name;
  const trigger = useRef<HTMLButtonElement>(null);
  // A dialog opened from the menu gives the focus back to the menu's button when it closes (it would return to
  // the menu item it was opened from, which is gone by then).
  const refocus = () => requestAnimationFrame(() => trigger.current?.focus());
  const closeReport = () => {
    setReporting(false);
    refocus();
  };
  const closeBan = () => {
    setBanning(false);
    refocus();
  };

  const run = (action: () => Promise<unknown>, done: string) => {
    action().then(
      () => onDone(done),
      (error: unknown) => {
        console.error('The moderation action failed', error);
        onDone(t('live.error.generic'));
      },
    );
  };

  return (
    <>
      <DropdownMenu.Root modal={false} dir={directionOf(locale)}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={t('live.message.actions', { name })}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-primary-600"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" className="size-4 fill-current">
            <circle cx="12" cy="5" r="2" />
            <circle cx="12" cy="12" r="2" />
            <circle cx="12" cy="19" r="2" />
          </svg>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {(own || staff) && (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => run(() => deleteChatMessage(message.id), t('live.moderation.deleted'))}
            >
              {t('live.moderation.delete')}
            </DropdownMenu.Item>
          )}
          {!own && (
            <DropdownMenu.Item className={itemClass} onSelect={() => setReporting(true)}>
              {t('network.safety.report')}
            </DropdownMenu.Item>
          )}
          {staff && !own && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
              {MUTES.map((mute) => (
                <DropdownMenu.Item
                  key={mute.minutes}
                  className={itemClass}
                  onSelect={() =>
                    run(
                      async () => {
                        await muteUser(eventId, message.author.id, mute.minutes);
                        // The watchers list shows who is muted: read it again.
                        await queryClient.invalidateQueries({ queryKey: liveKeys.watchers(message.session_id) });
                      },
                      t('live.moderation.muted', { name }),
                    )
                  }
                >
                  {t(mute.key)}
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Item
                className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
                onSelect={() => setBanning(true)}
              >
                {t('live.moderation.ban')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {reporting && (
        <ReportDialog
          eventId={eventId}
          person={message.author}
          chatMessage={{ id: message.id, text: message.body }}
          onClose={closeReport}
          onSent={() => {
            closeReport();
            onDone(t('network.safety.reported'));
          }}
        />
      )}
      {banning && (
        <ConfirmDialog
          title={t('live.moderation.banTitle', { name })}
          confirmLabel={t('live.moderation.banConfirm')}
          onClose={closeBan}
          onConfirm={async () => {
            try {
              await banUser(eventId, message.author.id);
              onDone(t('live.moderation.banned', { name }));
            } catch (error) {
              console.error('The ban failed', error);
              onDone(t('live.error.generic'));
            }
            closeBan();
          }}
        >
          {t('live.moderation.banBody', { name })}
        </ConfirmDialog>
      )}
    </>
  );
}
