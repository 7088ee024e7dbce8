import { SPEAKER_ROLES, type SessionSpeaker, type SessionType, type SpeakerRole } from '@atria/contracts/zod-free';

/** docs/product.md#agenda: speakers are shown grouped by role in this order (every SpeakerRole, the contract's order). */
export const SPEAKER_ROLE_ORDER: readonly SpeakerRole[] = SPEAKER_ROLES;

const ROLE_LABELS: Record<SpeakerRole, { one: string; many: string }> = {
  HOST: { one: 'Host', many: 'Hosts' },
  KEYNOTE: { one: 'Keynote', many: 'Keynotes' },
  SPEAKER: { one: 'Speaker', many: 'Speakers' },
  MODERATOR: { one: 'Moderator', many: 'Moderators' },
  PANELIST: { one: 'Panelist', many: 'Panelists' },
};

export function speakerRoleLabel(role: SpeakerRole, count = 1): string {
  return count === 1 ? ROLE_LABELS[role].one : ROLE_LABELS[role].many;
}

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  KEYNOTE: 'Keynote',
  WORKSHOP: 'Workshop',
  PANEL: 'Panel',
  PRESENTATION: 'Presentation',
  NETWORKING: 'Networking',
  QA: 'Q&A',
};

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
