import { describe, expect, it } from 'vitest';
import { organizationsPolicy as p } from './organizations.policy';

describe('organizationsPolicy', () => {
  it('lets members view, owners and admins edit, only owners delete', () => {
    expect([p.canView(null), p.canView('MEMBER')]).toEqual([false, true]);
    expect([p.canUpdate('OWNER'), p.canUpdate('ADMIN'), p.canUpdate('MEMBER'), p.canUpdate(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([p.canDelete('OWNER'), p.canDelete('ADMIN'), p.canDelete('MEMBER')]).toEqual([true, false, false]);
  });

  it('never lets anyone add an OWNER directly, nor members add anyone', () => {
    expect(p.canAddMember('OWNER', 'ADMIN')).toBe(true);
    expect(p.canAddMember('OWNER', 'OWNER')).toBe(false);
    expect(p.canAddMember('ADMIN', 'ADMIN')).toBe(true);
    expect(p.canAddMember('ADMIN', 'OWNER')).toBe(false);
    expect(p.canAddMember('MEMBER', 'MEMBER')).toBe(false);
  });

  it('refuses every change of one’s own role', () => {
    for (const role of ['OWNER', 'ADMIN', 'MEMBER'] as const) {
      for (const next of ['OWNER', 'ADMIN', 'MEMBER'] as const)
        expect(p.canChangeRole(role, role, next, true)).toBe(false);
    }
  });

  it('keeps admins below owners', () => {
    expect(p.canChangeRole('ADMIN', 'MEMBER', 'ADMIN', false)).toBe(true);
    expect(p.canChangeRole('ADMIN', 'ADMIN', 'MEMBER', false)).toBe(true);
    expect(p.canChangeRole('ADMIN', 'MEMBER', 'OWNER', false)).toBe(false);
    expect(p.canChangeRole('ADMIN', 'OWNER', 'MEMBER', false)).toBe(false);
    expect(p.canChangeRole('OWNER', 'OWNER', 'ADMIN', false)).toBe(true);
    expect(p.canChangeRole('OWNER', 'MEMBER', 'OWNER', false)).toBe(true);
    expect(p.canChangeRole('MEMBER', 'MEMBER', 'ADMIN', false)).toBe(false);
  });

  it('lets anyone leave, admins remove non-owners, owners remove anyone', () => {
    expect(p.canRemove('MEMBER', 'MEMBER', true)).toBe(true);
    expect(p.canRemove('MEMBER', 'MEMBER', false)).toBe(false);
    expect(p.canRemove('ADMIN', 'ADMIN', false)).toBe(true);
    expect(p.canRemove('ADMIN', 'OWNER', false)).toBe(false);
    expect(p.canRemove('OWNER', 'OWNER', false)).toBe(true);
    expect(p.canRemove(null, 'MEMBER', false)).toBe(false);
  });
});
