import '../messages';
import { ReportReasonForm } from '@atria/contracts/network';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/textarea';
import { api } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n/i18n';
import { useContractForm } from '../../../lib/use-contract-form';
import { networkKeys } from '../api';
import { describeError } from '../../../lib/describe-error';

/** The person acted on: an id and the name the buttons and dialogs say. */
export interface SafetyPerson {
  id: number;
  full_name: string;
}

/**
 * Block or unblock someone (docs/networking.md#blocks). Blocking asks first (it ends any connection); unblocking
 * does not. `onChanged` runs after the server agreed (the profile view refetches).
 */
export function BlockButton({
  person,
  blocked,
  onChanged,
}: {
  person: SafetyPerson;
  blocked: boolean;
  onChanged?: () => void;
}) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const done = async () => {
    await queryClient.invalidateQueries({ queryKey: networkKeys.all });
    onChanged?.();
  };
  const unblock = useMutation({
    mutationFn: () => api.network.unblock({ params: { userId: person.id } }),
    onSuccess: done,
    onError: (e) => setError(describeError(e)),
  });
  return (
    <>
      {blocked ? (
        <Button
          size="sm"
          variant="secondary"
          loading={unblock.isPending}
          onClick={() => unblock.mutate()}
          aria-label={t('network.safety.unblockName', { name: person.full_name })}
        >
          {t('network.safety.unblock')}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setConfirming(true)}
          aria-label={t('network.safety.blockName', { name: person.full_name })}
        >
          {t('network.safety.block')}
        </Button>
      )}
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t('network.actionFailed', { message: error })}
        </p>
      )}
      {confirming && (
        <BlockDialog
          person={person}
          onClose={() => setConfirming(false)}
          onBlocked={async () => {
            setError(null);
            await done();
          }}
          onError={setError}
        />
      )}
    </>
  );
}

/**
 * "Block {name}?": the confirmation before a block (it ends any connection). Blocks on confirm; `onBlocked` runs
 * after the server agreed, `onError` gets the server's refusal; either way the dialog then closes.
 */
export function BlockDialog({
  person,
  onClose,
  onBlocked,
  onError,
}: {
  person: SafetyPerson;
  onClose: () => void;
  onBlocked: () => Promise<void> | void;
  onError: (message: string) => void;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      title={t('network.safety.blockTitle', { name: person.full_name })}
      confirmLabel={t('network.safety.block')}
      onClose={onClose}
      onConfirm={async () => {
        try {
          await api.network.block({ params: { userId: person.id } });
          await onBlocked();
        } catch (e) {
          onError(describeError(e));
        }
        onClose();
      }}
    >
      {t('network.safety.blockBody', { name: person.full_name })}
    </ConfirmDialog>
  );
}

/** A "Report" button that opens the reason dialog (a person, or a message with `messageId`). */
export function ReportButton({
  eventId,
  person,
  messageId,
}: {
  eventId: number;
  person: SafetyPerson;
  messageId?: number;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setOpen(true)}
        aria-label={t('network.safety.reportName', { name: person.full_name })}
      >
        {t('network.safety.report')}
      </Button>
      <p role="status" className="w-full text-sm text-emerald-800 empty:hidden">
        {sent ? t('network.safety.reported') : ''}
      </p>
      {open && (
        <ReportDialog
          eventId={eventId}
          person={person}
          messageId={messageId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            setSent(true);
          }}
        />
      )}
    </>
  );
}

/**
 * The reason dialog (docs/networking.md#reports): the report goes to the event's moderators. The reason is checked
 * with the server's rule; the server's refusal (a message not sent to the reporter...) shows in the dialog.
 */
export function ReportDialog({
  eventId,
  person,
  messageId,
  chatMessage,
  onClose,
  onSent,
}: {
  eventId: number;
  person: SafetyPerson;
  /** A direct message sent to the caller. */
  messageId?: number;
  /** A session chat message: its id and text (shown above the reason). */
  chatMessage?: { id: number; text: string };
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useI18n();
  const form = useContractForm(ReportReasonForm, { reason: '' });
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      await api.network.report({
        params: { id: eventId },
        body:
          chatMessage !== undefined
            ? { chat_message_id: chatMessage.id, reason }
            : messageId !== undefined
              ? { message_id: messageId, reason }
              : { user_id: person.id, reason },
      });
    } catch (e) {
      setError(describeError(e));
      return;
    }
    onSent();
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        messageId === undefined && chatMessage === undefined
          ? t('network.safety.reportName', { name: person.full_name })
          : t('network.safety.reportMessageOf', { name: person.full_name })
      }
      description={t('network.safety.reportIntro')}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {chatMessage !== undefined && (
          <blockquote className="rounded-lg border-s-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-wrap text-slate-800">
            {chatMessage.text}
          </blockquote>
        )}
        <TextAreaField label={t('network.safety.reason')} rows={4} field={form.field('reason')} />
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
            {t('network.safety.sendReport')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
