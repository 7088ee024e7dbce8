import { z } from 'zod';
import { Id, PaginationQuery, Timestamp, isStorableText, listEnvelope } from './common';
import { MessageStatus } from './enums';
import { hasDirectionControl, isBlankText } from './text';
import { LIMITS, maxLengthMessage } from './validation';

/** Chat texts of the server's own rules (docs/product.md#message-rules); the chat's client texts live in MESSAGES. */
export const CHAT_MESSAGES = {
  contentRequired: 'Message is required',
  contentBlank: 'Message cannot be empty',
  contentTooLong: `Message cannot exceed ${LIMITS.messageMax} characters`,
  contentInvalid: 'Message contains characters that cannot be stored',
  contentBidi: 'Message cannot contain text direction controls',
  messageYourself: 'You cannot message yourself',
  notInEvent: 'This user is not part of this event',
  cannotMessage: 'You can no longer message this user',
  sendRateLimited: 'You are sending messages too quickly. Please wait a moment and try again.',
} as const;

/** Upper bound for client-side ciphertext (base64 of a 5,000 character message plus envelope). */
export const ENCRYPTED_CONTENT_MAX = 20_000;

/**
 * An integer id in a JSON body or socket payload: a number, or a string of digits (route params are text in
 * browsers). Unlike `Id`, it refuses `true`, `[5]` and other values that `Number()` would turn into ids.
 */
export const IntId = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

export const ChatUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image_url: z.string().nullable(),
});
export type ChatUser = z.infer<typeof ChatUser>;

export const LastMessage = z.object({
  id: z.number().int(),
  content: z.string(),
  sender_id: z.number().int(),
  created_at: Timestamp,
  status: MessageStatus,
});
export type LastMessage = z.infer<typeof LastMessage>;

/** A thread as one of its two participants sees it. */
export const Thread = z.object({
  id: z.number().int(),
  event_id: z.number().int().nullable(),
  other_user: ChatUser,
  last_message: LastMessage.nullable(),
  last_message_at: Timestamp.nullable(),
  /** Messages from the other participant not yet read by the caller. */
  unread_count: z.number().int(),
});
export type Thread = z.infer<typeof Thread>;

/** A page of threads, newest activity first, with the list fields every list has. */
export const ThreadsResponse = listEnvelope('threads', Thread);
export type ThreadsResponse = z.infer<typeof ThreadsResponse>;

export const ThreadsQuery = PaginationQuery.extend({ event_id: Id.optional() });
export type ThreadsQuery = z.infer<typeof ThreadsQuery>;

export const CreateThreadBody = z.object({
  user_id: IntId,
  /** The event context of the conversation; omitted or null for a general thread. */
  event_id: IntId.nullable().optional(),
});
export type CreateThreadBody = z.infer<typeof CreateThreadBody>;

export const Message = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender_id: z.number().int(),
  /** Exactly as sent; clients render it as text, never as HTML. */
  content: z.string(),
  encrypted_content: z.string().nullable(),
  created_at: Timestamp,
  status: MessageStatus,
  /** True when the user this copy is addressed to sent it. */
  is_sender: z.boolean(),
});
export type Message = z.infer<typeof Message>;

export const MessagesQuery = PaginationQuery;
export type MessagesQuery = z.infer<typeof MessagesQuery>;

/** Pages count from the newest message; the messages of a page are in chronological order. */
export const MessagesPage = z.object({
  messages: z.array(Message),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total_items: z.number().int(),
    has_next: z.boolean(),
  }),
  thread_id: z.number().int(),
  other_user: ChatUser,
  /** True when the thread holds messages sent with `encrypted_content` (the server never decrypts). */
  is_encrypted: z.boolean(),
});
export type MessagesPage = z.infer<typeof MessagesPage>;

/**
 * Content must show something (whitespace and invisible characters alone are blank, see text.ts), may not
 * reorder the text shown around it (no direction controls), and is stored exactly as sent (no trimming).
 */
export const MessageContent = z
  .string({ error: CHAT_MESSAGES.contentRequired })
  .max(LIMITS.messageMax, CHAT_MESSAGES.contentTooLong)
  .refine((v) => !isBlankText(v), CHAT_MESSAGES.contentBlank)
  .refine((v) => !hasDirectionControl(v), CHAT_MESSAGES.contentBidi)
  .refine((v) => isStorableText(v), CHAT_MESSAGES.contentInvalid);

export const SendMessageBody = z.object({
  content: MessageContent,
  encrypted_content: z
    .string()
    .max(ENCRYPTED_CONTENT_MAX, maxLengthMessage('Encrypted content', ENCRYPTED_CONTENT_MAX))
    .refine((v) => isStorableText(v), CHAT_MESSAGES.contentInvalid)
    .nullable()
    .optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const MarkReadResponse = z.object({
  thread_id: z.number().int(),
  reader_id: z.number().int(),
  /** The messages this call turned from SENT to READ (empty when nothing was unread). */
  message_ids: z.array(z.number().int()),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;
