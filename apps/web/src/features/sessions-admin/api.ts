import type { Session } from '@atria/contracts/zod-free';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { sessionKeys } from '../sessions';

const PER_PAGE = 100;

/** Every session of an event, all days, each with its speakers (every page; the API caps a page at 100). */
async function fetchAll(eventId: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.sessions.list({ params: { eventId }, query: { page, per_page: PER_PAGE } });
    sessions.push(...list.sessions);
    if (page >= list.total_pages) return sessions;
  }
}

/** Under `sessionKeys.all`, so every session change elsewhere refetches it too. */
export function allSessionsQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: [...sessionKeys.all, 'admin', eventId] as const,
    queryFn: () => fetchAll(eventId),
  });
}

export const previewSessionsImport = (eventId: number, file: Blob) =>
  api.sessionsCsv.preview({ params: { eventId }, body: file, contentType: 'text/csv' });

export const commitSessionsImport = (eventId: number, file: Blob) =>
  api.sessionsCsv.commit({ params: { eventId }, body: file, contentType: 'text/csv' });

/** Downloads the event's sessions as a CSV file through the browser. */
export async function downloadSessionsCsv(eventId: number): Promise<void> {
  const text = await api.sessionsCsv.exportCsv({ params: { eventId } });
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `event-${eventId}-sessions.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
