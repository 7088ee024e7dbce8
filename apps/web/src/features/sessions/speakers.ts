import type { MessageKey } from '../../lib/i18n/i18n';
import { SPEAKER_ROLES, type SessionSpeaker, type SessionType, type SpeakerRole } from '@atria/contracts/zod-free';

/** docs/product.md#agenda: speakers are shown grouped by role in this order (every SpeakerRole, the contract's order). */
export const SPEAKER_ROLE_ORDER: readonly SpeakerRole[] = SPEAKER_ROLES;

/** The message keys of the roles' names ('{count, plural, one {Host} other {Hosts}}'). */
export const SPEAKER_ROLE_KEYS = {
  HOST: 'session.role.HOST',
  KEYNOTE: 'session.role.KEYNOTE',
  SPEAKER: 'session.role.SPEAKER',
  MODERATOR: 'session.role.MODERATOR',
  PANELIST: 'session.role.PANELIST',
} as const satisfies Record<SpeakerRole, MessageKey>;

/** The message keys of the session types' names. */
export const SESSION_TYPE_KEYS = {
  KEYNOTE: 'session.type.KEYNOTE',
  WORKSHOP: 'session.type.WORKSHOP',
  PANEL: 'session.type.PANEL',
  PRESENTATION: 'session.type.PRESENTATION',
  NETWORKING: 'session.type.NETWORKING',
  QA: 'session.type.QA',
} as const satisfies Record<SessionType, MessageKey>;

export interface SpeakerGroup<S> {
  role: SpeakerRole;
  speakers: S[];
}

/** Non-empty groups in that role order; within a group speakers keep their session order. */
export function groupSpeakersByRole<S extends Pick<SessionSpeaker, 'role' | 'order'>>(
  speakers: readonly S[],
): SpeakerGroup<S>[] {
  const sorted = [...speakers].sort((a, b) => a.order - b.order);
  return SPEAKER_ROLE_ORDER.map((role) => ({ role, speakers: sorted.filter((s) => s.role === role) })).filter(
    (group) => group.speakers.length > 0,
  );
}

/**
 * The title and ' @ company', as the agenda writes it (docs/product.md#agenda). An event speaker title often
 * names the company already ('Community Lead, Open Venue'); then the company is not repeated.
 */
export function speakerAffiliation(title: string | null, company: string | null): string {
  if (title && company) return title.toLowerCase().includes(company.toLowerCase()) ? title : `${title} @ ${company}`;
  return title ?? (company ? `@ ${company}` : '');
}

/** The avatar fallback: the first letter of the name, upper-cased ('?' for an empty name). */
export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase() || '?';
}
