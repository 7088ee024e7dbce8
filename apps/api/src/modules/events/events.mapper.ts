import type {
  EventDetail,
  EventSummary,
  EventUser,
  EventUserInvitation,
  EventUserRole,
  InvitationState,
} from '@atria/contracts';
import type { MediaImage } from '@atria/contracts/media';
import { toMediaImage } from '../media/media.mapper';
import type { MediaRow } from '../media/media.repository';
import type { InvitationSummaryRow } from './events.repository';
import type { events } from '../../db/schema';
import { fullName, type UserRow } from '../users/users.mapper';
import type { EventAccess } from './events.policy';
import { eventsPolicy } from './events.policy';

export type EventRow = typeof events.$inferSelect;

/** A joined media row as the API shows it (an image already mapped passes through). */
const asImage = (m: MediaImage | MediaRow | null): MediaImage | null =>
  m === null ? null : 'hash' in m ? toMediaImage(m) : m;

/** An event card: the event plus its session count and first session, as computed by the list query. */
export function toEventSummary(
  row: EventRow,
  extra: {
    session_count: number;
    first_session_id: number | null;
    role?: EventUserRole | null;
    banner: MediaImage | MediaRow | null;
    logo: MediaImage | MediaRow | null;
  },
): EventSummary {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_type: row.event_type,
    start_date: row.start_date,
    end_date: row.end_date,
    time_zone: row.time_zone,
    company_name: row.company_name,
    organization_id: row.organization_id,
    day_count: row.day_count,
    event_format: row.event_format,
    session_count: Number(extra.session_count),
    first_session_id: extra.first_session_id === null ? null : Number(extra.first_session_id),
    role: extra.role ?? null,
    banner: asImage(extra.banner),
    logo: asImage(extra.logo),
  };
}

export function toEventDetail(
  row: EventRow,
  extra: {
    organization_name: string;
    organizers: { id: number; role: EventUserRole }[];
    sessions: {
      id: number;
      title: string;
      day_number: number;
      start_time: string;
      end_time: string;
      session_type: EventDetail['sessions'][number]['session_type'];
      status: EventDetail['sessions'][number]['status'];
    }[];
    access: EventAccess;
    banner: MediaImage | null;
    logo: MediaImage | null;
  },
): EventDetail {
  const s = row.sections ?? {};
  const summary = toEventSummary(row, {
    session_count: extra.sessions.length,
    first_session_id: extra.sessions[0]?.id ?? null,
    banner: extra.banner,
    logo: extra.logo,
  });
  const { role: _role, ...rest } = summary;
  return {
    ...rest,
    organization_name: extra.organization_name,
    organizers: extra.organizers.flatMap((o) =>
      o.role === 'ADMIN' || o.role === 'ORGANIZER' ? [{ id: o.id, role: o.role }] : [],
    ),
    sessions: extra.sessions.map((x) => ({
      ...x,
      start_time: x.start_time.slice(0, 5),
      end_time: x.end_time.slice(0, 5),
    })),
    branding: {
      primary_color: typeof row.branding?.primary_color === 'string' ? row.branding.primary_color : null,
      logo_url: typeof row.branding?.logo_url === 'string' ? row.branding.logo_url : null,
    },
    hero_description: row.hero_description,
    hero_images: { desktop: row.hero_image_desktop },
    sections: {
      welcome: s.welcome ?? null,
      highlights: (s.highlights ?? []).map((h) => ({
        title: h.title,
        description: h.description,
        icon: h.icon ?? null,
      })),
      faqs: s.faqs ?? [],
    },
    venue_name: row.venue_name,
    venue_address: row.venue_address,
    venue_city: row.venue_city,
    venue_country: row.venue_country,
    my_role: extra.access.eventRole,
    permissions: { can_edit: eventsPolicy.canEdit(extra.access), is_admin: eventsPolicy.isAdmin(extra.access) },
  };
}

export function toEventUser(
  row: {
    user: UserRow;
    avatar: MediaRow | null;
    role: EventUserRole;
    speaker_title: string | null;
    speaker_bio: string | null;
    invitation?: InvitationSummaryRow | null;
  },
  showEmail: boolean,
): EventUser {
  return {
    user_id: row.user.id,
    user_name: fullName(row.user),
    first_name: row.user.first_name,
    last_name: row.user.last_name,
    image_url: row.user.image_url,
    role: row.role,
    speaker_title: row.speaker_title,
    speaker_bio: row.speaker_bio,
    email: showEmail ? row.user.email : null,
    invitation_pending: row.user.password_hash === null,
    avatar: row.avatar ? toMediaImage(row.avatar) : null,
    company: row.user.company_name,
    invitation: showEmail ? toEventUserInvitation(row.invitation ?? null, row.user.password_hash !== null) : null,
  };
}

/** Where the event's invitation of someone stands, from the summary of its links (INVITATION_STATES). */
export function invitationState(summary: InvitationSummaryRow | null, claimed: boolean): InvitationState {
  if (!summary) return 'none';
  if (claimed) return 'claimed';
  if (summary.live) return 'pending';
  return summary.latest_revoked ? 'revoked' : 'expired';
}

function toEventUserInvitation(summary: InvitationSummaryRow | null, claimed: boolean): EventUserInvitation {
  return {
    state: invitationState(summary, claimed),
    sent_at: summary ? new Date(summary.sent_at).toISOString() : null,
    expires_at: summary ? new Date(summary.expires_at).toISOString() : null,
  };
}
