import type {
  AttendeesImportPreview,
  AttendeesImportResult,
  EventUser,
  EventUserRole,
  InvitationState,
  OutboxStatus,
} from '@atria/contracts/zod-free';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { eventKeys } from '../events';

/** What the participant table asks for: one page of a search, role and invitation filter. */
export interface ParticipantFilter {
  q: string;
  role: EventUserRole | '';
  invitation: InvitationState | '';
  page: number;
}

export const PER_PAGE = 25;

/** GET /events/{id}/users with the console's search and filters (server-side pages, name order). */
export function participantsQueryOptions(eventId: number, f: ParticipantFilter) {
  return queryOptions({
    queryKey: [...eventKeys.allUsers(eventId), 'admin', f] as const,
    queryFn: () =>
      api.eventUsers.list({
        params: { eventId },
        query: {
          q: f.q.trim() || undefined,
          role: f.role || undefined,
          invitation: f.invitation || undefined,
          page: f.page,
          per_page: PER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

export const mailKeys = { event: (eventId: number) => ['mail', 'event', eventId] as const };

/** GET /events/{id}/mail: the event's "Sent mail" list, newest first. */
export function eventMailQueryOptions(eventId: number, status: OutboxStatus | '', page: number) {
  return queryOptions({
    queryKey: [...mailKeys.event(eventId), status, page] as const,
    queryFn: () =>
      api.mail.listForEvent({
        params: { id: eventId },
        query: { status: status ? [status] : undefined, page, per_page: 25 },
      }),
    placeholderData: keepPreviousData,
  });
}

export function changeRole(eventId: number, userId: number, role: EventUserRole): Promise<EventUser> {
  return api.eventUsers.changeRole({ params: { eventId, userId }, body: { role } });
}

export async function removeParticipant(eventId: number, userId: number): Promise<void> {
  await api.eventUsers.remove({ params: { eventId, userId } });
}

export function resendInvitation(eventId: number, userId: number): Promise<{ invitation_path: string }> {
  return api.eventUsers.resendInvitation({ params: { eventId, userId } });
}

export function revokeInvitation(eventId: number, userId: number): Promise<EventUser> {
  return api.eventUsers.revokeInvitation({ params: { eventId, userId } });
}

export function previewImport(eventId: number, file: Blob): Promise<AttendeesImportPreview> {
  return api.attendeesCsv.preview({ params: { id: eventId }, body: file });
}

export function commitImport(eventId: number, file: Blob): Promise<AttendeesImportResult> {
  return api.attendeesCsv.commit({ params: { id: eventId }, body: file });
}

/** Downloads the participants as CSV through the browser (the server neutralizes formula-looking cells). */
export async function downloadParticipantsCsv(eventId: number): Promise<void> {
  const text = await api.attendeesCsv.exportCsv({ params: { id: eventId } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-${eventId}-attendees.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
