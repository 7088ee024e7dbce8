import type { EventDetail, EventUser, Session, SpeakerRole } from '@atria/contracts/zod-free';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useMemo, useState, type ComponentType } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { type MessageKey, useI18n } from '../../../lib/i18n/i18n';
import { api } from '../../../lib/api-client';
import { eventKeys } from '../../events';
import { openModal } from '../../modals';
import { allSessionsQueryOptions } from '../api';
import '../messages';

/** The events feature's Speaker info dialog, handed in by the route (it loads when an organizer opens it). */
export type SpeakerInfoDialogType = ComponentType<{ eventId: number; speaker: EventUser; onClose: () => void }>;

const ROLE_TEXT: Record<SpeakerRole, MessageKey> = {
  HOST: 'sessionsAdmin.speakerRole.host',
  KEYNOTE: 'sessionsAdmin.speakerRole.keynote',
  SPEAKER: 'sessionsAdmin.speakerRole.speaker',
  MODERATOR: 'sessionsAdmin.speakerRole.moderator',
  PANELIST: 'sessionsAdmin.speakerRole.panelist',
};

/** Every participant with the Speaker role (every page: the API caps one at 100). */
async function fetchSpeakers(eventId: number): Promise<EventUser[]> {
  const all: EventUser[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.eventUsers.list({ params: { eventId }, query: { role: 'SPEAKER', page, per_page: 100 } });
    all.push(...list.event_users);
    if (page >= list.total_pages) return all;
  }
}

interface SpeakerEntry {
  userId: number;
  name: string;
  /** The Speaker participant, when they have that role (their title and bio can be edited). */
  participant: EventUser | null;
  sessions: { session: Session; role: SpeakerRole }[];
}

/** Speaker participants and everyone booked in a session, each with their sessions by day and time. */
function speakerEntries(people: readonly EventUser[], sessions: readonly Session[], locale: string): SpeakerEntry[] {
  const byId = new Map<number, SpeakerEntry>();
  for (const p of people) byId.set(p.user_id, { userId: p.user_id, name: p.user_name, participant: p, sessions: [] });
  const ordered = [...sessions].sort(
    (a, b) => a.day_number - b.day_number || a.start_time.localeCompare(b.start_time) || a.id - b.id,
  );
  for (const s of ordered)
    for (const sp of s.session_speakers) {
      const entry = byId.get(sp.user_id) ?? {
        userId: sp.user_id,
        name: sp.speaker_name,
        participant: null,
        sessions: [],
      };
      entry.sessions.push({ session: s, role: sp.role });
      byId.set(sp.user_id, entry);
    }
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...byId.values()].sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * /app/events/{id}/admin/speakers: every speaker with their sessions, their event title and bio (edited through
 * the speaker-info endpoint), and Invite speaker (Add User to Event with the Speaker role preselected).
 */
export function SpeakersAdminPage({
  event,
  SpeakerInfoDialog,
}: {
  event: EventDetail;
  SpeakerInfoDialog: SpeakerInfoDialogType;
}) {
  const { t, intl } = useI18n();
  const canEdit = event.permissions.can_edit;
  const people = useQuery({
    queryKey: [...eventKeys.allUsers(event.id), 'all-speakers'],
    queryFn: () => fetchSpeakers(event.id),
    enabled: canEdit,
  });
  const sessions = useQuery({ ...allSessionsQueryOptions(event.id), enabled: canEdit });
  const [editing, setEditing] = useState<EventUser | null>(null);
  const entries = useMemo(
    () => speakerEntries(people.data ?? [], sessions.data ?? [], intl),
    [people.data, sessions.data, intl],
  );

  if (!canEdit) return <Alert title={t('sessionsAdmin.speakers.notAllowed')} />;

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-slate-900">{t('sessionsAdmin.speakers.heading')}</h1>
          <p className="mt-1 text-slate-700">{t('sessionsAdmin.speakers.intro')}</p>
        </div>
        <Button className="shrink-0" onClick={() => openModal('addEventUser', { eventId: event.id, role: 'SPEAKER' })}>
          {t('sessionsAdmin.speakers.invite')}
        </Button>
      </header>

      {people.isPending || sessions.isPending ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> {t('sessionsAdmin.speakers.loading')}
        </p>
      ) : people.isError || sessions.isError ? (
        <Alert title={t('sessionsAdmin.speakers.loadError')} />
      ) : entries.length === 0 ? (
        <p className="text-slate-700">{t('sessionsAdmin.speakers.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {entries.map((entry) => (
            <li key={entry.userId} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
              <div className="flex min-w-0 flex-1 gap-3">
                <Avatar name={entry.name} size="sm" />
                <div className="min-w-0 flex-1">
                  <h2 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{entry.name}</h2>
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
                    {entry.participant?.speaker_title ?? t('sessionsAdmin.speakers.noTitle')}
                  </p>
                  {entry.participant?.speaker_bio && (
                    <p className="mt-1 line-clamp-3 text-sm whitespace-pre-line text-slate-700">
                      {entry.participant.speaker_bio}
                    </p>
                  )}
                  <h3 className="mt-2 text-sm font-medium text-slate-900">
                    {t('sessionsAdmin.speakers.sessions', { count: entry.sessions.length })}
                  </h3>
                  {entry.sessions.length === 0 ? (
                    <p className="text-sm text-slate-700">{t('sessionsAdmin.speakers.noSessions')}</p>
                  ) : (
                    <ul className="mt-1 space-y-1 text-sm">
                      {entry.sessions.map(({ session, role }) => (
                        <li key={session.id} className="[overflow-wrap:anywhere] text-slate-700">
                          <Link
                            to="/app/events/$eventId/sessions/$sessionId"
                            params={{ eventId: String(event.id), sessionId: String(session.id) }}
                            className="font-medium text-primary-700 underline-offset-2 hover:underline"
                          >
                            {session.title}
                          </Link>{' '}
                          · {t('sessionsAdmin.dayN', { day: session.day_number })} · {session.start_time}–
                          {session.end_time} · {t(ROLE_TEXT[role])}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              </div>
              {entry.participant && (
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0 self-start"
                  onClick={() => setEditing(entry.participant)}
                  aria-label={t('sessionsAdmin.speakers.editOf', { name: entry.name })}
                >
                  {t('sessionsAdmin.speakers.edit')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {editing && (
        <Suspense fallback={null}>
          <SpeakerInfoDialog eventId={event.id} speaker={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </div>
  );
}
