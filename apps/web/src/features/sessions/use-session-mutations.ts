import type { SessionStatus, SpeakerRole } from '@atria/contracts/zod-free';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventKeys } from '../events';
import {
  addSpeaker,
  deleteSession,
  removeSpeaker,
  reorderSpeaker,
  sessionKeys,
  setSessionStatus,
  setSpeakerRole,
} from './api';

/**
 * Refetches everything that shows sessions: agenda days, session pages, and the event queries (the detail's
 * session summary, the event lists' session counts and first session).
 */
export function useInvalidateSessions() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    ]);
}

/** Status change; docs/product.md#session-detail: a failure is only logged and the select shows the stored status again. */
export function useSetSessionStatus(sessionId: number) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (status: SessionStatus) => setSessionStatus(sessionId, status),
    onError: (error) => console.error('Failed to change the session status', error),
    onSettled: () => invalidate(),
  });
}

/**
 * Deletes the session; `onDeleted` (leaving the page) runs before the refetch, so the deleted session's own
 * query is not asked for again while its page is still shown.
 */
export function useDeleteSession(sessionId: number, onDeleted: () => Promise<void>) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: () => deleteSession(sessionId),
    onSuccess: async () => {
      await onDeleted();
      await invalidate();
    },
  });
}

type SpeakerChange =
  | { kind: 'add'; userId: number; role: SpeakerRole }
  | { kind: 'role'; userId: number; role: SpeakerRole }
  | { kind: 'move'; userId: number; order: number }
  | { kind: 'remove'; userId: number };

function applySpeakerChange(sessionId: number, change: SpeakerChange): Promise<unknown> {
  switch (change.kind) {
    case 'add':
      return addSpeaker(sessionId, { user_id: change.userId, role: change.role });
    case 'role':
      return setSpeakerRole(sessionId, change.userId, change.role);
    case 'move':
      return reorderSpeaker(sessionId, change.userId, change.order);
    case 'remove':
      return removeSpeaker(sessionId, change.userId);
  }
}

/** Adds, re-roles, moves or removes a session speaker; the session and agenda refetch afterwards. */
export function useSpeakerChange(sessionId: number) {
  const invalidate = useInvalidateSessions();
  return useMutation({
    mutationFn: (change: SpeakerChange) => applySpeakerChange(sessionId, change),
    onSettled: () => invalidate(),
  });
}
