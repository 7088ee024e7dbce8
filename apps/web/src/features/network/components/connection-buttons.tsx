import { ConnectNoteForm } from '@atria/contracts/network';
import type { ConnectionState, NetworkPerson } from '@atria/contracts/zod-free';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/textarea';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { MessageButton } from '../../chat';
import { networkKeys, networkingSettingsQueryOptions } from '../api';
import { describeError } from '../../../lib/describe-error';

/** What to do with someone, given where the caller stands with them (docs/networking.md#connections). */
export function ConnectionButtons({
  person,
  state,
  eventId,
  connectionId,
}: {
  person: NetworkPerson;
  state: ConnectionState;
  eventId?: number;
  connectionId?: number;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: networkKeys.all });
  const act = useMutation({
    mutationFn: async (what: 'accept' | 'decline' | 'remove') => {
      if (connectionId === undefined) return;
      if (what === 'accept') await api.network.accept({ params: { id: connectionId } });
      else if (what === 'decline') await api.network.decline({ params: { id: connectionId } });
      else await api.network.remove({ params: { id: connectionId } });
    },
    onSuccess: () => refresh(),
    onError: (e) => setError(describeError(e)),
  });
  return (
    <>
      {state === 'NONE' && (
        <Button
          size="sm"
          onClick={() => setAsking(true)}
          aria-label={t('network.connectWith', { name: person.full_name })}
        >
          {t('network.connect')}
        </Button>
      )}
      {state === 'OUTGOING' &&
        (connectionId === undefined ? (
          <span className="inline-flex h-8 items-center text-sm font-medium text-slate-700">
            {t('network.requested')}
          </span>
        ) : (
          <Button size="sm" variant="secondary" loading={act.isPending} onClick={() => act.mutate('remove')}>
            {t('network.withdraw')}
          </Button>
        ))}
      {state === 'INCOMING' &&
        (connectionId === undefined ? (
          <span className="inline-flex h-8 items-center text-sm font-medium text-slate-700">
            {t('network.respond')}
          </span>
        ) : (
          <>
            <Button size="sm" loading={act.isPending} onClick={() => act.mutate('accept')}>
              {t('network.accept')}
            </Button>
            <Button size="sm" variant="secondary" disabled={act.isPending} onClick={() => act.mutate('decline')}>
              {t('network.decline')}
            </Button>
          </>
        ))}
      {state === 'CONNECTED' && (
        <>
          {connectionId === undefined && (
            <span className="inline-flex h-8 items-center text-sm font-medium text-emerald-800">
              {t('network.connected')}
            </span>
          )}
          <MessageButton
            userId={person.id}
            eventId={eventId}
            userName={person.full_name}
            label={t('network.message')}
          />
          {connectionId !== undefined && (
            <Button size="sm" variant="ghost" disabled={act.isPending} onClick={() => act.mutate('remove')}>
              {t('network.remove')}
            </Button>
          )}
        </>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('network.actionFailed', { message: error })}
        </p>
      )}
      {asking && (
        <ConnectDialog
          person={person}
          eventId={eventId}
          onClose={() => setAsking(false)}
          onSent={async () => {
            setAsking(false);
            await refresh();
          }}
        />
      )}
    </>
  );
}

/**
 * The request dialog. Opened within an event (its directory, a person's page there), it suggests the event's
 * icebreaker prompt (docs/networking.md#networking-settings) as the note's placeholder and below the field.
 */
function ConnectDialog({
  person,
  eventId,
  onClose,
  onSent,
}: {
  person: NetworkPerson;
  eventId?: number;
  onClose: () => void;
  onSent: () => Promise<void>;
}) {
  const { t } = useI18n();
  const settings = useQuery({ ...networkingSettingsQueryOptions(eventId ?? 0), enabled: eventId !== undefined });
  const icebreaker = eventId === undefined ? null : (settings.data?.icebreaker ?? null);
  const form = useContractForm(ConnectNoteForm, { note: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ note }) => {
    setError(null);
    try {
      await api.network.request({ body: { user_id: person.id, note: note || null } });
    } catch (e) {
      setError(describeError(e));
      return;
    }
    await onSent();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('network.connectWith', { name: person.full_name })}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextAreaField
          label={t('network.noteLabel')}
          placeholder={icebreaker ?? t('network.notePlaceholder')}
          hint={icebreaker === null ? undefined : t('network.icebreakerHint', { prompt: icebreaker })}
          rows={3}
          field={form.field('note')}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('network.cancel')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('network.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
