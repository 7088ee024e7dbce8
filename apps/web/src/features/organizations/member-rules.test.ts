import { describe, expect, it } from 'vitest';
import { memberActions } from './member-rules';

const other = (role: 'OWNER' | 'ADMIN' | 'MEMBER') => ({ role, isSelf: false });

describe('memberActions', () => {
  it('lets an owner give any role to and remove another member', () => {
    expect(memberActions('OWNER', other('MEMBER'), 1)).toEqual({
      roleOptions: ['OWNER', 'ADMIN', 'MEMBER'],
      canRemove: true,
      canLeave: false,
    });
  });

  it('lets an owner demote or remove another owner while a second owner remains', () => {
    expect(memberActions('OWNER', other('OWNER'), 2).roleOptions).toContain('ADMIN');
    expect(memberActions('OWNER', other('OWNER'), 2).canRemove).toBe(true);
  });

  it('never offers to demote or remove the last owner', () => {
    expect(memberActions('OWNER', other('OWNER'), 1)).toEqual({ roleOptions: [], canRemove: false, canLeave: false });
  });

  it('lets an admin move members and admins between MEMBER and ADMIN only', () => {
    expect(memberActions('ADMIN', other('MEMBER'), 1)).toEqual({
      roleOptions: ['ADMIN', 'MEMBER'],
      canRemove: true,
      canLeave: false,
    });
    expect(memberActions('ADMIN', other('ADMIN'), 1).roleOptions).not.toContain('OWNER');
  });

  it('gives an admin no control over an owner', () => {
    expect(memberActions('ADMIN', other('OWNER'), 2)).toEqual({ roleOptions: [], canRemove: false, canLeave: false });
  });

  it('gives a member no controls over anyone else', () => {
    expect(memberActions('MEMBER', other('MEMBER'), 1)).toEqual({ roleOptions: [], canRemove: false, canLeave: false });
  });

  it('never offers a role change on yourself, but lets you leave', () => {
    expect(memberActions('ADMIN', { role: 'ADMIN', isSelf: true }, 1)).toEqual({
      roleOptions: [],
      canRemove: false,
      canLeave: true,
    });
    expect(memberActions('OWNER', { role: 'OWNER', isSelf: true }, 2).canLeave).toBe(true);
  });

  it('does not let the last owner leave', () => {
    expect(memberActions('OWNER', { role: 'OWNER', isSelf: true }, 1).canLeave).toBe(false);
  });
});
