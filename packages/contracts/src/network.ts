import { z } from 'zod';
import { Id, PaginationQuery, Timestamp, listEnvelope } from './common';
import { EventUserRole } from './enums';
import { MediaImage } from './media';
import { IntId } from './messages';
import { cleanName, freeText, hasDirectionControl, isBlankText, nameText } from './text';
import { directionControlMessage, maxLengthMessage } from './validation';

/**
 * Networking: privacy settings, the attendee directory, connections, blocks, reports and sponsors
 * (docs/networking.md).
 */

/** The server's texts for networking refusals; pages show them as they come. */
export const NETWORK_MESSAGES = {
  connectYourself: 'You cannot connect with yourself',
  cannotConnect: 'You cannot connect with this person',
  alreadyConnected: 'You are already connected',
  connectRateLimited: 'You are sending connection requests too quickly. Please wait and try again.',
  notRecipient: 'Only the person asked can answer this request',
  notPending: 'This request has already been answered',
  blockYourself: 'You cannot block yourself',
  messagesNotAllowed: 'This person does not accept messages from you',
  reportYourself: 'You cannot report yourself',
  reportTarget: 'Name the person or the message you report',
  reportMessageNotYours: 'You can only report a message sent to you',
  reportChatMessage: 'This chat message is not in this event',
  notInEvent: 'This person is not part of this event',
  cannotModerate: 'Only the event’s moderators can do this',
  alreadyResolved: 'This report has already been resolved',
  tierNotInEvent: 'This tier belongs to another event',
  orderMismatch: 'The list must name each item of the event exactly once',
  directoryClosed: 'The organizers have turned off the attendee directory of this event',
  directoryNotBoolean: 'The directory setting must be true or false',
  icebreakerNotText: 'The icebreaker prompt must be text, or null for none',
  icebreakerBlank: 'The icebreaker prompt shows no visible text: write one, or leave it empty',
} as const;

// ---- privacy ----

/** Who may see my profile / my email / message me. */
export const NETWORK_AUDIENCES = ['EVERYONE', 'CONNECTIONS', 'NOBODY'] as const;
export const NetworkAudience = z.enum(NETWORK_AUDIENCES);
export type NetworkAudience = z.infer<typeof NetworkAudience>;

/**
 * `profile`: who sees my headline, company, bio and links, and finds me in directories (EVERYONE = anyone who
 * shares an event or organization with me). `email`: who sees my email address. `messages`: who may start a
 * conversation with me (NOBODY = nobody new; existing conversations go on).
 */
export const PrivacySettings = z.object({
  profile: NetworkAudience,
  email: NetworkAudience,
  messages: NetworkAudience,
});
export type PrivacySettings = z.infer<typeof PrivacySettings>;

export const UpdatePrivacyBody = PrivacySettings.partial().strict();
export type UpdatePrivacyBody = z.infer<typeof UpdatePrivacyBody>;

// ---- connections ----

export const CONNECTION_STATES = ['NONE', 'OUTGOING', 'INCOMING', 'CONNECTED'] as const;
/** Where the caller stands with someone: nothing, a request sent, a request received, connected. */
export const ConnectionState = z.enum(CONNECTION_STATES);
export type ConnectionState = z.infer<typeof ConnectionState>;

/** A person as networking lists show them. `title` and `company_name` are null when their profile is hidden. */
export const NetworkPerson = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  title: z.string().nullable(),
  company_name: z.string().nullable(),
  avatar: MediaImage.nullable(),
});
export type NetworkPerson = z.infer<typeof NetworkPerson>;

export const Connection = z.object({
  id: z.number().int(),
  /** The other person. */
  person: NetworkPerson,
  /** OUTGOING or INCOMING while pending, CONNECTED once accepted. */
  state: ConnectionState,
  /** The requester's icebreaker; null when none was written. */
  note: z.string().nullable(),
  created_at: Timestamp,
  /** When it was accepted; null while pending. */
  connected_at: Timestamp.nullable(),
});
export type Connection = z.infer<typeof Connection>;

export const CONNECTION_NOTE_MAX = 300;

export const ConnectRequestBody = z
  .object({
    user_id: IntId,
    note: freeText('Note', CONNECTION_NOTE_MAX).nullable().optional(),
  })
  .strict();
export type ConnectRequestBody = z.infer<typeof ConnectRequestBody>;

/** The page's form for a request's note (the person is chosen by the button that opens it). */
export const ConnectNoteForm = z.object({ note: freeText('Note', CONNECTION_NOTE_MAX) });
export type ConnectNoteForm = z.infer<typeof ConnectNoteForm>;

export const CONNECTION_FILTERS = ['CONNECTED', 'INCOMING', 'OUTGOING'] as const;
export const ConnectionsQuery = PaginationQuery.extend({
  state: z.enum(CONNECTION_FILTERS).default('CONNECTED'),
  q: z.string().trim().max(100).optional(),
});
export type ConnectionsQuery = z.infer<typeof ConnectionsQuery>;

export const ConnectionList = listEnvelope('connections', Connection);
export type ConnectionList = z.infer<typeof ConnectionList>;

export const PendingCount = z.object({ incoming: z.number().int() });
export type PendingCount = z.infer<typeof PendingCount>;

/** Socket payload to both people when a request is made, answered, withdrawn or a connection removed. */
export const ConnectionUpdated = z.object({
  connection_id: z.number().int(),
  /** The other person, from the receiving user's side. */
  user_id: z.number().int(),
  /** From the receiving user's side; NONE once withdrawn, declined or removed. */
  state: ConnectionState,
  /** The receiving user's number of requests waiting for their answer. */
  pending_incoming: z.number().int(),
});
export type ConnectionUpdated = z.infer<typeof ConnectionUpdated>;

/** Socket payload to the recipient of a new request. */
export const ConnectionRequestNotice = z.object({
  connection: Connection,
  pending_incoming: z.number().int(),
});
export type ConnectionRequestNotice = z.infer<typeof ConnectionRequestNotice>;

// ---- directory ----

export const DirectoryQuery = PaginationQuery.extend({
  /** Part of a name, company or job title (at least 1 character; matching ignores case). */
  q: z.string().trim().max(100).optional(),
  role: EventUserRole.optional(),
});
export type DirectoryQuery = z.infer<typeof DirectoryQuery>;

export const DirectoryEntry = NetworkPerson.extend({
  role: EventUserRole,
  connection: ConnectionState,
});
export type DirectoryEntry = z.infer<typeof DirectoryEntry>;

export const DirectoryPage = listEnvelope('people', DirectoryEntry);
export type DirectoryPage = z.infer<typeof DirectoryPage>;

// ---- blocks ----

export const BlockedList = z.object({ people: z.array(NetworkPerson) });
export type BlockedList = z.infer<typeof BlockedList>;

export const BlockState = z.object({ user_id: z.number().int(), blocked: z.boolean() });
export type BlockState = z.infer<typeof BlockState>;

// ---- reports ----

export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const CreateReportBody = z
  .object({
    /** The person reported; may be left out when `message_id` names a message (its sender is reported). */
    user_id: IntId.optional(),
    /** A direct message sent to the reporter. */
    message_id: IntId.optional(),
    /** A message of one of the event's sessions' public chats (its author is reported; its text is kept). */
    chat_message_id: IntId.optional(),
    reason: nameText({ label: 'Reason', min: 1, max: 1000, minMessage: 'Reason is required' }),
  })
  .strict();
export type CreateReportBody = z.infer<typeof CreateReportBody>;

/** The report dialog's form: the reason, with the server's rule. */
export const ReportReasonForm = CreateReportBody.pick({ reason: true });
export type ReportReasonForm = z.input<typeof ReportReasonForm>;

/** The moderators' resolve form: an optional note. */
export const ResolveReportForm = z.object({ resolution: freeText('Resolution', 1000) });
export type ResolveReportForm = z.input<typeof ResolveReportForm>;

export const Report = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  reporter: NetworkPerson.nullable(),
  reported: NetworkPerson.nullable(),
  /** The reported message as it was when reported; null for a report of a person. */
  message: z.object({ id: z.number().int(), content: z.string(), sent_at: Timestamp }).nullable(),
  reason: z.string(),
  status: ReportStatus,
  resolution: z.string().nullable(),
  resolved_by: z.number().int().nullable(),
  resolved_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type Report = z.infer<typeof Report>;

export const ReportsQuery = PaginationQuery.extend({ status: ReportStatus.default('OPEN') });
export type ReportsQuery = z.infer<typeof ReportsQuery>;

export const ReportList = listEnvelope('reports', Report);
export type ReportList = z.infer<typeof ReportList>;

export const ResolveReportBody = z.object({ resolution: freeText('Resolution', 1000).nullable().optional() }).strict();
export type ResolveReportBody = z.infer<typeof ResolveReportBody>;

export const EventReportParams = z.object({ id: Id, reportId: Id });

// ---- sponsors ----

const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #6d28d9');
const WebsiteUrl = z
  .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048)])
  .nullable()
  .optional()
  .transform((v) => (v === '' ? null : v));

export const Sponsor = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  tier_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  website_url: z.string().nullable(),
  featured: z.boolean(),
  order: z.number().int(),
  logo: MediaImage.nullable(),
});
export type Sponsor = z.infer<typeof Sponsor>;

export const SponsorTier = z.object({
  id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  order: z.number().int(),
  colour: z.string().nullable(),
  sponsors: z.array(Sponsor),
});
export type SponsorTier = z.infer<typeof SponsorTier>;

/** An event's sponsors by tier, tiers and sponsors in their order. */
export const SponsorShowcase = z.object({ tiers: z.array(SponsorTier) });
export type SponsorShowcase = z.infer<typeof SponsorShowcase>;

const tierName = nameText({ label: 'Tier name', min: 1, max: 100, minMessage: 'Tier name is required' });
export const CreateTierBody = z.object({ name: tierName, colour: Colour.nullable().optional() }).strict();
export type CreateTierBody = z.infer<typeof CreateTierBody>;
export const UpdateTierBody = z.object({ name: tierName.optional(), colour: Colour.nullable().optional() }).strict();
export type UpdateTierBody = z.infer<typeof UpdateTierBody>;

const sponsorName = nameText({ label: 'Sponsor name', min: 1, max: 200, minMessage: 'Sponsor name is required' });
export const CreateSponsorBody = z
  .object({
    tier_id: IntId,
    name: sponsorName,
    description: freeText('Description', 2000).nullable().optional(),
    website_url: WebsiteUrl,
    featured: z.boolean().optional(),
  })
  .strict();
export type CreateSponsorBody = z.infer<typeof CreateSponsorBody>;

export const UpdateSponsorBody = z
  .object({
    tier_id: IntId.optional(),
    name: sponsorName.optional(),
    description: freeText('Description', 2000).nullable().optional(),
    website_url: WebsiteUrl,
    featured: z.boolean().optional(),
  })
  .strict();
export type UpdateSponsorBody = z.infer<typeof UpdateSponsorBody>;

/** The new order: every tier of the event, or every sponsor of one tier, exactly once. */
export const ReorderBody = z.object({ ids: z.array(IntId).min(1).max(500) }).strict();
export type ReorderBody = z.infer<typeof ReorderBody>;

/** The admin page's forms: text fields only (an empty colour or website is none). */
export const TierForm = z.object({ name: tierName, colour: z.union([z.literal(''), Colour]) });
export type TierForm = z.infer<typeof TierForm>;
export const SponsorForm = z.object({
  name: sponsorName,
  website_url: z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(2048)]),
  description: freeText('Description', 2000),
});
export type SponsorForm = z.infer<typeof SponsorForm>;

export const TierParams = z.object({ id: Id, tierId: Id });
export const SponsorParams = z.object({ id: Id, sponsorId: Id });

// ---- an event's networking settings ----

export const ICEBREAKER_MAX = 200;

/**
 * The icebreaker prompt as a request gives it: '' is none; any other text must show something (only spaces or
 * invisible characters are refused), holds no direction controls, and is stored cleaned like a name (NFC, no
 * invisible characters at either end), at most ICEBREAKER_MAX characters.
 */
const IcebreakerText = z
  .string({ error: NETWORK_MESSAGES.icebreakerNotText })
  .refine((v) => !hasDirectionControl(v), directionControlMessage('Icebreaker prompt'))
  .refine((v) => v === '' || !isBlankText(v), NETWORK_MESSAGES.icebreakerBlank)
  .overwrite(cleanName)
  .max(ICEBREAKER_MAX, maxLengthMessage('Icebreaker prompt', ICEBREAKER_MAX));

/**
 * An event's networking settings (docs/networking.md#networking-settings). `directory_enabled`: whether the
 * attendee directory is open to everyone who sees the event (off: only its staff, those who edit it and its
 * moderators, see it). `icebreaker`: the suggestion shown in the connection request dialog opened from the event.
 */
export const NetworkingSettings = z.object({
  event_id: z.number().int(),
  directory_enabled: z.boolean(),
  icebreaker: z.string().nullable(),
});
export type NetworkingSettings = z.infer<typeof NetworkingSettings>;

/** The fields given change; an empty or null icebreaker removes it. */
export const UpdateNetworkingSettingsBody = z
  .object({
    directory_enabled: z.boolean({ error: NETWORK_MESSAGES.directoryNotBoolean }).optional(),
    icebreaker: IcebreakerText.nullable()
      .optional()
      .transform((v) => (v === '' ? null : v)),
  })
  .strict();
export type UpdateNetworkingSettingsBody = z.infer<typeof UpdateNetworkingSettingsBody>;
