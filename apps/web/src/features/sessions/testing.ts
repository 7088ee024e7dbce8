import type { EventDetail, Session, SessionSpeaker, SpeakerRole } from '@atria/contracts/zod-free';

/** Builders for component tests: a full object with sensible values, overridden where a test cares. */
export function buildSpeaker(
  userId: number,
  role: SpeakerRole,
  overrides: Partial<SessionSpeaker> = {},
): SessionSpeaker {
  return {
    user_id: userId,
    speaker_name: `Speaker ${userId}`,
    title: null,
    company_name: null,
    bio: null,
    role,
    image_url: null,
    social_links: { linkedin: null, website: null },
    order: userId,
    ...overrides,
  };
}

export function buildSession(overrides: Partial<Session> = {}): Session {
  return {
    id: 11,
    event_id: 7,
    title: 'Opening keynote',
    description: 'Why events go hybrid.',
    session_type: 'KEYNOTE',
    day_number: 1,
    start_time: '09:00',
    end_time: '10:00',
    is_live: false,
    stream_url: null,
    status: 'UPCOMING',
    formatted_duration: '1h',
    event: { id: 7, title: 'Atria Conf', start_date: '2031-05-01', time_zone: 'UTC', organization_id: 3, day_count: 2 },
    session_speakers: [],
    ...overrides,
  };
}

export function buildEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    title: 'Atria Conf',
    description: null,
    event_type: 'CONFERENCE',
    start_date: '2031-05-01',
    end_date: '2031-05-02',
    time_zone: 'UTC',
    company_name: 'Atria',
    organization_id: 3,
    day_count: 2,
    event_format: 'VIRTUAL',
    session_count: 0,
    first_session_id: null,
    organization_name: 'Atria Org',
    organizers: [],
    sessions: [],
    branding: { primary_color: null, logo_url: null },
    hero_description: null,
    hero_images: { desktop: null },
    sections: { welcome: null, highlights: [], faqs: [] },
    venue_name: null,
    venue_address: null,
    venue_city: null,
    venue_country: null,
    my_role: null,
    permissions: { can_edit: true, is_admin: true },
    banner: null,
    logo: null,
    ...overrides,
  };
}
