import { SpeakerRole, type SessionSpeaker } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select';
import { useContractForm } from '../../../lib/use-contract-form';
import { eventUsersQueryOptions } from '../../events';
import { speakerRoleOptions } from './speaker-role-options';
import { useI18n } from '../../../lib/i18n/i18n';
import '../messages';

export interface AddSpeakerFormProps {
  eventId: number;
  speakers: readonly SessionSpeaker[];
  busy: boolean;
  /** Resolves true when the speaker was added; on false the choice comes back. */
  onAdd: (userId: number, role: SpeakerRole) => Promise<boolean>;
}

/**
 * The picker's two selects. An empty participant is not an error to show (the button is disabled until one is
 * chosen), so it is let through and ignored on submit; the role is one of the contract's SpeakerRole values.
 */
const AddSpeakerChoice = z.object({ user_id: z.string(), role: SpeakerRole });

/** Picks one of the event's participants who is not on the session yet, with a role (default SPEAKER). */
export function AddSpeakerForm({ eventId, speakers, busy, onAdd }: AddSpeakerFormProps) {
  const { t } = useI18n();
  const participants = useQuery(eventUsersQueryOptions(eventId, { per_page: 100 }));
  const form = useContractForm(AddSpeakerChoice, { user_id: '', role: 'SPEAKER' });
  const userId = form.values.user_id;

  const taken = new Set(speakers.map((s) => s.user_id));
  const choices = (participants.data?.event_users ?? []).filter((u) => !taken.has(u.user_id));
  const options = [
    {
      value: '',
      label: participants.isPending
        ? t('session.addSpeaker.loading')
        : choices.length
          ? t('session.addSpeaker.choose')
          : t('session.addSpeaker.noneLeft'),
    },
    ...choices.map((u) => ({
      value: String(u.user_id),
      label: t('session.addSpeaker.participantOption', { name: u.user_name, role: u.role }),
    })),
  ];

  const submit = form.handleSubmit(async ({ user_id: chosen, role }) => {
    if (!chosen) return;
    // Cleared at once so a choice made while the list refreshes is not wiped afterwards; restored on failure.
    form.setFieldValues({ user_id: '' });
    if (!(await onAdd(Number(chosen), role))) form.setFieldValues({ user_id: chosen });
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end"
    >
      <SelectField label={t('session.addSpeaker.participant')} options={options} field={form.field('user_id')} />
      <SelectField label={t('session.addSpeaker.role')} options={speakerRoleOptions(t)} field={form.field('role')} />
      <Button type="submit" className="h-11" disabled={!userId} loading={busy}>
        {t('session.addSpeaker.add')}
      </Button>
    </form>
  );
}
