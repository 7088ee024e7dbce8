import { describe, expect, it } from 'vitest';
import en from '../../../lib/i18n/catalogs/en/sessions-admin.json';
import { activityKey } from './organization-overview';

describe('activityKey', () => {
  it('words organization-level invitations, claims and role changes apart from event ones', () => {
    expect(activityKey({ kind: 'invitation.sent', event_id: 4 })).toBe('sessionsAdmin.activity.invitation.sent');
    expect(activityKey({ kind: 'invitation.sent', event_id: null })).toBe('sessionsAdmin.activity.invitation.sent.org');
    expect(activityKey({ kind: 'role.changed', event_id: null })).toBe('sessionsAdmin.activity.role.changed.org');
    // A deleted event's entries keep their event wording (the title is in the entry).
    expect(activityKey({ kind: 'event.deleted', event_id: null })).toBe('sessionsAdmin.activity.event.deleted');
  });

  it('has a text for every kind the API writes, at both levels', async () => {
    const { ACTIVITY_KINDS } = await import('@atria/contracts/zod-free');
    for (const kind of ACTIVITY_KINDS)
      for (const event_id of [1, null])
        expect(Object.keys(en), `${kind} ${event_id}`).toContain(activityKey({ kind, event_id }));
  });
});
