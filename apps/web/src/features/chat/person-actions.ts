import type { ChatUser } from '@atria/contracts';
import { createContext, type ReactNode } from 'react';

/** What the chat window's header hands to the person actions: who, in which event's context, how to report back. */
export interface PersonActionsProps {
  person: ChatUser;
  /** The event the conversation belongs to (its moderators receive a report); null for a general conversation. */
  eventId: number | null;
  /** The header's icon-button look. */
  className: string;
  /** A sentence for the window to show (and announce politely): blocked, reported, or what failed. */
  onDone: (text: string) => void;
}

/**
 * The actions on the other person of a conversation (block, report), drawn in the window's header. They come
 * from the networking feature, which itself uses the chat (its "Message" buttons): the app layout passes them in,
 * so neither feature imports the other both ways.
 */
export type PersonActions = (props: PersonActionsProps) => ReactNode;

export const PersonActionsContext = createContext<PersonActions | null>(null);
