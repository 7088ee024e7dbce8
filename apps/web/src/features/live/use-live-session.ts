import type { ChatRoom, Question, SessionChatMessage } from '@atria/contracts/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { chatSocket, useSocketState } from '../chat';
import { applyChatBatch, applyChatDeleted, applyChatMessage, applyReaction } from './chat-cache';
import { liveKeys } from './keys';
import { applyPoll, applyPollResults } from './polls-cache';
import { applyQuestion, applyQuestionRemoved } from './questions-cache';

/** How long a typing notice shows after the last one (clients send one every few seconds while typing). */
export const TYPING_SHOW_MS = 5000;

/** Something new in a tab, for its unread badge and the polite announcements. */
export type LiveActivity =
  | { kind: 'chat'; room: ChatRoom; message: SessionChatMessage }
  | { kind: 'question'; question: Question }
  | { kind: 'poll' };

export interface LiveSessionState {
  /** Whether the socket watches the session now (joined its room). */
  joined: boolean;
  /** Whether the viewer is in the backstage too (the session's speakers and the event's staff). */
  backstage: boolean;
  watching: number | null;
  /** The viewer lost access while watching (banned, or their role taken away). */
  revoked: boolean;
  /** Who is typing, per room (user ids), for TYPING_SHOW_MS after their last notice. */
  typing: Record<ChatRoom, number[]>;
  /** The end of the viewer's running mute in the event (ISO), null when they may post. */
  mutedUntil: string | null;
}

/** Longest wait setTimeout keeps (about 24.8 days); a longer mute keeps its banner until the page is read again. */
const MAX_TIMER_MS = 2_147_483_647;

const NOBODY_TYPING: Record<ChatRoom, number[]> = { PUBLIC: [], BACKSTAGE: [] };

/**
 * Watches one live session on the app's socket: joins its room (again after every reconnection, when the
 * session's lists are read again too, since nothing is replayed), leaves it on unmount, and keeps the chat,
 * questions and polls in the cache in step with the room's events. `onActivity` hears what others did.
 */
export function useLiveSession(
  sessionId: number,
  eventId: number,
  userId: number,
  onActivity: (activity: LiveActivity) => void,
): LiveSessionState {
  const queryClient = useQueryClient();
  const connection = useSocketState();
  const [joined, setJoined] = useState<{ backstage: boolean } | null>(null);
  const [watching, setWatching] = useState<number | null>(null);
  const [revoked, setRevoked] = useState(false);
  const [typing, setTyping] = useState(NOBODY_TYPING);
  const [mutedUntil, setMutedUntil] = useState<string | null>(null);
  const activity = useRef(onActivity);
  activity.current = onActivity;
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    let active = true;
    const join = () => {
      chatSocket.request('join_live_session', { session_id: sessionId }).then(
        (answer) => {
          if (!active) return;
          setJoined({ backstage: answer.backstage });
          setMutedUntil(answer.muted_until);
          setRevoked(false);
          // Events are not replayed: what was said before the socket joined (the page's first reads may be seconds
          // older, the chat's socket loads after the page) or while it was down is read again.
          void queryClient.invalidateQueries({ queryKey: liveKeys.session(sessionId) });
        },
        (error: unknown) => {
          if (active) console.warn('Joining the live session failed', error);
        },
      );
    };
    const mine = (id: number) => id === sessionId;
    const stops = [
      chatSocket.on('connection_success', join),
      chatSocket.on('presence_updated', (p) => {
        if (mine(p.session_id)) setWatching(p.watching);
      }),
      chatSocket.on('session_chat_message', (m) => {
        if (!mine(m.session_id)) return;
        applyChatMessage(queryClient, m);
        activity.current({ kind: 'chat', room: m.room, message: m });
      }),
      // A busy room's messages come batched: each new one counts and is announced like a single message.
      chatSocket.on('session_chat_messages', (batch) => {
        if (!mine(batch.session_id)) return;
        for (const message of applyChatBatch(queryClient, batch))
          activity.current({ kind: 'chat', room: batch.room, message });
      }),
      chatSocket.on('session_chat_message_sent', (m) => {
        if (mine(m.session_id)) applyChatMessage(queryClient, m);
      }),
      chatSocket.on('session_chat_message_deleted', (d) => {
        if (mine(d.session_id)) applyChatDeleted(queryClient, d.session_id, d.room, d.message_id);
      }),
      chatSocket.on('chat_reaction_updated', (u) => {
        if (mine(u.session_id)) applyReaction(queryClient, u, userId);
      }),
      chatSocket.on('question_created', (q) => {
        if (!mine(q.session_id)) return;
        applyQuestion(queryClient, q);
        if (q.author?.id !== userId) activity.current({ kind: 'question', question: q });
      }),
      chatSocket.on('question_updated', (q) => {
        if (mine(q.session_id)) applyQuestion(queryClient, q);
      }),
      chatSocket.on('question_removed', (r) => {
        if (mine(r.session_id)) applyQuestionRemoved(queryClient, r.session_id, r.question_id);
      }),
      chatSocket.on('poll_opened', (p) => {
        if (!mine(p.session_id)) return;
        applyPoll(queryClient, p);
        activity.current({ kind: 'poll' });
      }),
      chatSocket.on('poll_closed', (p) => {
        if (!mine(p.session_id)) return;
        applyPoll(queryClient, p);
        activity.current({ kind: 'poll' });
      }),
      chatSocket.on('poll_results_updated', (r) => {
        if (mine(r.session_id)) applyPollResults(queryClient, r);
      }),
      chatSocket.on('live_access_revoked', (r) => {
        if (!r.session_ids.includes(sessionId)) return;
        setRevoked(true);
        setJoined(null);
        // A ban hides the whole event: reading the session again shows the page as not found.
        void queryClient.invalidateQueries({ queryKey: ['sessions', 'detail', sessionId] });
      }),
      chatSocket.on('user_muted', (m) => {
        if (m.event_id === eventId && m.user_id === userId) setMutedUntil(m.until);
      }),
      chatSocket.on('user_unmuted', (m) => {
        if (m.event_id === eventId && m.user_id === userId) setMutedUntil(null);
      }),
      chatSocket.on('user_typing', (t) => {
        if (!mine(t.session_id) || t.user_id === userId) return;
        const key = `${t.room}:${t.user_id}`;
        clearTimeout(typingTimers.current.get(key));
        setTyping((now) => (now[t.room].includes(t.user_id) ? now : { ...now, [t.room]: [...now[t.room], t.user_id] }));
        typingTimers.current.set(
          key,
          setTimeout(() => {
            typingTimers.current.delete(key);
            setTyping((now) => ({ ...now, [t.room]: now[t.room].filter((id) => id !== t.user_id) }));
          }, TYPING_SHOW_MS),
        );
      }),
    ];
    // The chat's root connects the socket once the page has settled (and joins when it opens, above).
    if (chatSocket.getState() === 'open') join();
    const timers = typingTimers.current;
    return () => {
      active = false;
      for (const stop of stops) stop();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      if (chatSocket.getState() === 'open')
        chatSocket.request('leave_live_session', { session_id: sessionId }).catch(() => {});
    };
  }, [queryClient, sessionId, eventId, userId]);

  // A mute ends by itself: the banner goes when its time has come.
  useEffect(() => {
    if (mutedUntil === null) return;
    const left = Date.parse(mutedUntil) - Date.now();
    if (!(left > 0)) {
      setMutedUntil(null);
      return;
    }
    const timer = setTimeout(
      () => setMutedUntil((now) => (now === mutedUntil && Date.parse(now) <= Date.now() ? null : now)),
      Math.min(left + 250, MAX_TIMER_MS),
    );
    return () => clearTimeout(timer);
  }, [mutedUntil]);

  return {
    joined: joined !== null && connection === 'open',
    backstage: joined?.backstage ?? false,
    watching,
    revoked,
    typing,
    mutedUntil,
  };
}
