import { useQuery } from '@tanstack/react-query';
import { eventQueryOptions } from './api';

/** Whether the caller administers the event in the route (`permissions.is_admin`); false until it loads. */
export function useEventIsAdmin(eventId: string | undefined): boolean {
  const id = Number(eventId);
  const valid = eventId !== undefined && Number.isInteger(id) && id > 0;
  const { data } = useQuery({ ...eventQueryOptions(id), enabled: valid });
  return valid ? (data?.permissions.is_admin ?? false) : false;
}

/**
 * Whether the caller works the event's report queue (docs/networking.md#reports): those who edit the event and its
 * moderators, as the server allows; false until the event loads.
 */
export function useEventCanModerate(eventId: string | undefined): boolean {
  const id = Number(eventId);
  const valid = eventId !== undefined && Number.isInteger(id) && id > 0;
  const { data } = useQuery({ ...eventQueryOptions(id), enabled: valid });
  return valid && data ? data.permissions.can_edit || data.my_role === 'MODERATOR' : false;
}
