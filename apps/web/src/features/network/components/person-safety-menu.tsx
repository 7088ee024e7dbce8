import '../messages';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { directionOf } from '../../../lib/i18n/locales';
import { networkKeys, personQueryOptions } from '../api';
import { BlockDialog, ReportDialog, type SafetyPerson } from './safety-actions';
import { describeError } from '../../../lib/describe-error';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-primary-50 data-[highlighted]:text-primary-800';

/**
 * A "More actions" menu for a person (the chat window's header): block or unblock them, and report them to the
 * moderators of the event the conversation belongs to (no event, no one to report to: the item is left out).
 * The block and report dialogs are the networking pages' own (safety-actions.tsx). A dialog opens once the menu
 * has closed, and gives the focus back to the menu's button when it closes. `onDone` gets a sentence to show.
 */
export function PersonSafetyMenu({
  person,
  eventId,
  className,
  onDone,
}: {
  person: SafetyPerson;
  eventId: number | null;
  className: string;
  onDone: (text: string) => void;
}) {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const trigger = useRef<HTMLButtonElement>(null);
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [open, setOpen] = useState(false);
  const relation = useQuery({ ...personQueryOptions(person.id), enabled: open || dialog !== null });
  const profile = relation.data;
  const blocked = profile !== undefined && 'relation' in profile && profile.relation?.blocked === true;

  const refocus = () => requestAnimationFrame(() => trigger.current?.focus());
  const close = () => {
    setDialog(null);
    refocus();
  };
  const fail = (message: string) => onDone(t('network.actionFailed', { message }));
  const unblock = async () => {
    try {
      await api.network.unblock({ params: { userId: person.id } });
      await queryClient.invalidateQueries({ queryKey: networkKeys.all });
      onDone(t('network.safety.unblockedNote', { name: person.full_name }));
    } catch (e) {
      fail(describeError(e));
    }
  };

  return (
    <>
      <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false} dir={directionOf(locale)}>
        <DropdownMenu.Trigger
          ref={trigger}
          aria-label={t('network.safety.menu', { name: person.full_name })}
          className={className}
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
          className="z-50 min-w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {blocked ? (
            <DropdownMenu.Item className={itemClass} onSelect={() => void unblock()}>
              {t('network.safety.unblock')}
            </DropdownMenu.Item>
          ) : (
            <DropdownMenu.Item
              className={`${itemClass} text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800`}
              // The dialog waits for the menu to close, so the two never fight over the focus.
              onSelect={() => requestAnimationFrame(() => setDialog('block'))}
            >
              {t('network.safety.block')}
            </DropdownMenu.Item>
          )}
          {eventId !== null && (
            <DropdownMenu.Item className={itemClass} onSelect={() => requestAnimationFrame(() => setDialog('report'))}>
              {t('network.safety.report')}
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {dialog === 'block' && (
        <BlockDialog
          person={person}
          onClose={close}
          onBlocked={async () => {
            await queryClient.invalidateQueries({ queryKey: networkKeys.all });
            onDone(t('network.safety.blockedNote'));
          }}
          onError={fail}
        />
      )}
      {dialog === 'report' && eventId !== null && (
        <ReportDialog
          eventId={eventId}
          person={person}
          onClose={close}
          onSent={() => {
            close();
            onDone(t('network.safety.reported'));
          }}
        />
      )}
    </>
  );
}
