import type { SessionSpeaker, SpeakerRole } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { groupSpeakersByRole, initialOf, speakerAffiliation } from './speakers';

const speaker = (user_id: number, role: SpeakerRole, order: number): SessionSpeaker => ({
  user_id,
  speaker_name: `Person ${user_id}`,
  title: null,
  company_name: null,
  bio: null,
  role,
  image_url: null,
  social_links: { linkedin: null, website: null },
  order,
});

describe('groupSpeakersByRole', () => {
  it('groups in the order HOST, KEYNOTE, SPEAKER, MODERATOR, PANELIST whatever the input order', () => {
    const groups = groupSpeakersByRole([
      speaker(1, 'PANELIST', 1),
      speaker(2, 'MODERATOR', 2),
      speaker(3, 'SPEAKER', 3),
      speaker(4, 'KEYNOTE', 4),
      speaker(5, 'HOST', 5),
    ]);
    expect(groups.map((g) => g.role)).toEqual(['HOST', 'KEYNOTE', 'SPEAKER', 'MODERATOR', 'PANELIST']);
  });

  it('leaves out empty roles and keeps the session order within a role', () => {
    const groups = groupSpeakersByRole([
      speaker(1, 'PANELIST', 3),
      speaker(2, 'MODERATOR', 2),
      speaker(3, 'PANELIST', 1),
    ]);
    expect(groups.map((g) => [g.role, g.speakers.map((s) => s.user_id)])).toEqual([
      ['MODERATOR', [2]],
      ['PANELIST', [3, 1]],
    ]);
  });

  it('gives no groups for no speakers', () => {
    expect(groupSpeakersByRole([])).toEqual([]);
  });
});

describe('speaker text', () => {
  it("joins title and company with ' @ '", () => {
    expect(speakerAffiliation('VP Engineering', 'Lumen Labs')).toBe('VP Engineering @ Lumen Labs');
    expect(speakerAffiliation('Producer', null)).toBe('Producer');
    expect(speakerAffiliation(null, 'Studio Nine')).toBe('@ Studio Nine');
    expect(speakerAffiliation(null, null)).toBe('');
  });

  it('does not repeat a company the title already names', () => {
    expect(speakerAffiliation('Community Lead, Open Venue', 'Open Venue')).toBe('Community Lead, Open Venue');
  });

  it('takes the first letter of the name for the avatar', () => {
    expect(initialOf('maria Okafor')).toBe('M');
    expect(initialOf('  ')).toBe('?');
  });
});
