import type { SessionSpeaker, SpeakerRole } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { isEnumValue } from '../../../lib/enum-values';
import { SPEAKER_ROLE_ORDER } from '../speakers';
import { eventUsersQueryOptions } from '../../events';
import { SPEAKER_ROLE_OPTIONS } from './speaker-role-options';

export interface AddSpeakerFormProps {
  eventId: number;
  speakers: readonly SessionSpeaker[];
  busy: boolean;
  /** Resolves true when the speaker was added; on false the choice comes back. */
  onAdd: (userId: number, role: SpeakerRole) => Promise<boolean>;
}

/** Picks one of the event's participants who is not on the session yet, with a role (default SPEAKER). */
export function AddSpeakerForm({ eventId, speakers, busy, onAdd }: AddSpeakerFormProps) {
  const personId = useId();
  const roleId = useId();
  const participants = useQuery(eventUsersQueryOptions(eventId, { per_page: 100 }));
  const [userId, setUserId] = useState('');
  const [role, setRole] = useState<SpeakerRole>('SPEAKER');

  const taken = new Set(speakers.map((s) => s.user_id));
  const choices = (participants.data?.event_users ?? []).filter((u) => !taken.has(u.user_id));
  const options = [
    { value: '', label: participants.isPending ? 'Loading participants...' : choices.length ? 'Choose a participant' : 'No one left to add' },
    ...choices.map((u) => ({ value: String(u.user_id), label: `${u.user_name} (${u.role.toLowerCase()})` })),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!userId) return;
    // Cleared at once so a choice made while the list refreshes is not wiped afterwards; restored on failure.
    const chosen = userId;
    setUserId('');
    if (!(await onAdd(Number(chosen), role))) setUserId(chosen);
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
      <div>
        <Label htmlFor={personId}>Participant</Label>
        <Select id={personId} options={options} value={userId} onChange={(e) => setUserId(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={roleId}>Role</Label>
        <Select
          id={roleId}
          options={SPEAKER_ROLE_OPTIONS}
          value={role}
          onChange={(e) => setRole(isEnumValue(SPEAKER_ROLE_ORDER, e.target.value) ? e.target.value : 'SPEAKER')}
        />
      </div>
      <Button type="submit" className="h-11" disabled={!userId} loading={busy}>
        Add Speaker
      </Button>
    </form>
  );
}
