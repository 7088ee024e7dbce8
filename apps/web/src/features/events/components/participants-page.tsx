import type { EventDetail, EventUser, EventUserRole } from '@atria/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Alert } from '../../../components/ui/alert';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { openModal } from '../../modals';
import { eventUsersQueryOptions } from '../api';

export const EVENT_ROLE_LABEL: Record<EventUserRole, string> = {
  ADMIN: 'Admin',
  ORGANIZER: 'Organizer',
  SPEAKER: 'Speaker',
  MODERATOR: 'Moderator',
  ATTENDEE: 'Attendee',
};

const ROLE_TONE: Record<EventUserRole, BadgeTone> = {
  ADMIN: 'violet',
  ORGANIZER: 'violet',
  SPEAKER: 'blue',
  MODERATOR: 'blue',
  ATTENDEE: 'gray',
};

function ParticipantRow({
  person,
  canEdit,
  onEditSpeaker,
}: {
  person: EventUser;
  canEdit: boolean;
  onEditSpeaker: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={person.user_name} size="sm" />
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-900">{person.user_name}</p>
          {person.email && <p className="truncate text-sm text-slate-600">{person.email}</p>}
          {person.role === 'SPEAKER' && person.speaker_title && (
            <p className="truncate text-sm text-slate-700">{person.speaker_title}</p>
          )}
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone={ROLE_TONE[person.role]}>{EVENT_ROLE_LABEL[person.role]}</Badge>
            {person.invitation_pending && <Badge tone="amber">Invitation pending</Badge>}
          </div>
        </div>
      </div>
      {canEdit && person.role === 'SPEAKER' && (
        <div className="pl-12 sm:pl-0">
          <Button
            size="sm"
            variant="secondary"
            onClick={onEditSpeaker}
            aria-label={`Speaker info for ${person.user_name}`}
          >
            Speaker info
          </Button>
        </div>
      )}
    </li>
  );
}

// A form dialog: its code (and zod, which validates it) loads when an organizer opens it.
const SpeakerInfoDialog = lazy(() => import('./speaker-info-dialog').then((m) => ({ default: m.SpeakerInfoDialog })));

/** /app/events/{eventId}/admin/attendees: everyone in the event; organizers add people (Add User to Event). */
export function ParticipantsPage({ event }: { event: EventDetail }) {
  const people = useQuery(eventUsersQueryOptions(event.id, { per_page: 100 }));
  const [speaker, setSpeaker] = useState<EventUser | null>(null);
  const canEdit = event.permissions.can_edit;
  const list = people.data?.event_users ?? [];

  return (
    <section aria-labelledby="participants-heading" className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="participants-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Participants
        </h2>
        {canEdit && (
          <Button onClick={() => openModal('addEventUser', { eventId: event.id })}>
            <Icon name="user-plus" className="size-4" />
            Add User
          </Button>
        )}
      </div>
      <Card className="mt-4 px-4 sm:px-6">
        {people.isPending && (
          <p className="flex items-center gap-2 py-6 text-slate-600">
            <Spinner /> Loading...
          </p>
        )}
        {people.isError && <Alert title="Error loading participants" className="my-4" />}
        {list.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Participants">
            {list.map((person) => (
              <ParticipantRow
                key={person.user_id}
                person={person}
                canEdit={canEdit}
                onEditSpeaker={() => setSpeaker(person)}
              />
            ))}
          </ul>
        )}
      </Card>
      {speaker && (
        <Suspense fallback={null}>
          <SpeakerInfoDialog eventId={event.id} speaker={speaker} onClose={() => setSpeaker(null)} />
        </Suspense>
      )}
    </section>
  );
}
