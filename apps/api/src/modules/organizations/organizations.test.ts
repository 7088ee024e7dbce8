import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeEvent } from '../../test/fixtures';
import { call, createTestApp, signUp, uniqueEmail, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let owner: TestUser;
let admin: TestUser;
let member: TestUser;
let stranger: TestUser;
let orgId: number;

const count = async (query: ReturnType<typeof sql>): Promise<number> => {
  const res = (await t.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? -1);
};
const roleOf = async (userId: number) => {
  const res = (await t.database.db.execute(
    sql`select role from organization_users where organization_id = ${orgId} and user_id = ${userId}`,
  )) as unknown as { rows: { role: string }[] };
  return res.rows[0]?.role ?? null;
};

/** A fresh organization with an owner, an admin and a member, so each test starts from the same state. */
async function freshOrg(): Promise<number> {
  const res = await call(t.app, owner, {
    method: 'POST',
    url: '/api/organizations',
    payload: { name: `Org ${uniqueEmail('o')}`.slice(0, 60) },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as number;
  for (const [u, role] of [
    [admin, 'ADMIN'],
    [member, 'MEMBER'],
  ] as const) {
    const add = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${id}/users`,
      payload: { email: u.email, first_name: 'x', last_name: 'y', role },
    });
    expect(add.statusCode).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, admin, member, stranger] = await Promise.all([
    signUp(t.app, { first_name: 'Olga', last_name: 'Owner' }),
    signUp(t.app, { first_name: 'Adam', last_name: 'Admin' }),
    signUp(t.app, { first_name: 'Mia', last_name: 'Member' }),
    signUp(t.app, { first_name: 'Sam', last_name: 'Stranger' }),
  ]);
});
beforeEach(async () => {
  orgId = await freshOrg();
});
afterAll(async () => t.close());

describe('POST /api/organizations', () => {
  it('creates an organization with the creator as OWNER', async () => {
    const u = await signUp(t.app);
    const res = await call(t.app, u, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: '  Lumen Collective  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Lumen Collective',
      member_count: 1,
      user_is_admin_or_owner: true,
      role: 'OWNER',
      users: [{ id: u.id, role: 'OWNER' }],
    });
  });

  it('refuses a name taken in any case with 409 and the spec message', async () => {
    const u = await signUp(t.app);
    await call(t.app, u, { method: 'POST', url: '/api/organizations', payload: { name: 'Taken Name' } });
    const res = await call(t.app, stranger, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: 'taken name' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'An organization with this name already exists',
      errors: { name: ['An organization with this name already exists'] },
    });
  });

  it("validates the name with the spec's messages and creates nothing", async () => {
    const before = await count(sql`select count(*)::int as n from organizations`);
    const short = await call(t.app, owner, { method: 'POST', url: '/api/organizations', payload: { name: ' a ' } });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.name).toEqual(['Organization name must be at least 2 characters']);
    const long = await call(t.app, owner, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: 'x'.repeat(101) },
    });
    expect(long.json().errors.name).toEqual(['Organization name cannot exceed 100 characters']);
    expect(await count(sql`select count(*)::int as n from organizations`)).toBe(before);
  });

  it('requires authentication', async () => {
    expect(
      (await call(t.app, null, { method: 'POST', url: '/api/organizations', payload: { name: 'Anon Org' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/organizations and /api/organizations/:id', () => {
  it('lists only the caller’s organizations with members and flags', async () => {
    const res = await call(t.app, member, { method: 'GET', url: '/api/organizations' });
    expect(res.statusCode).toBe(200);
    const mine = res.json().organizations.find((o: { id: number }) => o.id === orgId);
    expect(mine).toMatchObject({ member_count: 3, user_is_admin_or_owner: false, role: 'MEMBER' });
    expect(mine.users.map((u: { role: string }) => u.role)).toEqual(['OWNER', 'ADMIN', 'MEMBER']);
    const theirs = await call(t.app, stranger, { method: 'GET', url: '/api/organizations' });
    expect(theirs.json().organizations.some((o: { id: number }) => o.id === orgId)).toBe(false);
  });

  it.each([
    ['owner', () => owner, true],
    ['admin', () => admin, true],
    ['member', () => member, false],
  ])('shows the organization to its %s', async (_l, who, flag) => {
    const res = await call(t.app, who(), { method: 'GET', url: `/api/organizations/${orgId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().user_is_admin_or_owner).toBe(flag);
  });

  it('answers 404 to strangers and 401 anonymously', async () => {
    expect((await call(t.app, stranger, { method: 'GET', url: `/api/organizations/${orgId}` })).statusCode).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: `/api/organizations/${orgId}` })).statusCode).toBe(401);
  });

  it('costs the same number of statements for 1 or 12 organizations of 1 or 15 members', async () => {
    const measure = async (u: TestUser) => {
      // Counted cold: no token or access held in memory from earlier requests.
      t.app.ctx.changes.flush();
      const before = t.database.stats.statements;
      const res = await call(t.app, u, { method: 'GET', url: '/api/organizations' });
      expect(res.statusCode).toBe(200);
      return t.database.stats.statements - before;
    };
    const small = await signUp(t.app);
    await call(t.app, small, { method: 'POST', url: '/api/organizations', payload: { name: `Small ${small.id}` } });
    const big = await signUp(t.app);
    const people = await Promise.all(Array.from({ length: 14 }, () => signUp(t.app)));
    for (let i = 0; i < 12; i += 1) {
      const org = await call(t.app, big, {
        method: 'POST',
        url: '/api/organizations',
        payload: { name: `Big ${big.id} ${i}` },
      });
      if (i === 0)
        for (const p of people)
          await call(t.app, big, {
            method: 'POST',
            url: `/api/organizations/${org.json().id}/users`,
            payload: { email: p.email, first_name: 'p', last_name: 'q' },
          });
    }
    const many = await call(t.app, big, { method: 'GET', url: '/api/organizations' });
    expect(many.json().organizations).toHaveLength(12);
    expect(many.json().organizations.find((o: { member_count: number }) => o.member_count === 15).users).toHaveLength(
      10,
    );
    expect(await measure(big)).toBe(await measure(small));
    expect(await measure(big)).toBeLessThanOrEqual(4);
  });
});

describe('PUT /api/organizations/:id', () => {
  it.each([
    ['owner', () => owner],
    ['admin', () => admin],
  ])('lets the %s rename it', async (_l, who) => {
    const res = await call(t.app, who(), {
      method: 'PUT',
      url: `/api/organizations/${orgId}`,
      payload: { name: `Renamed ${orgId} ${_l}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe(`Renamed ${orgId} ${_l}`);
  });

  it('refuses members (403) and strangers (404), changing nothing', async () => {
    const before = await count(sql`select count(*)::int as n from organizations where name like 'Hijacked%'`);
    expect(
      (
        await call(t.app, member, {
          method: 'PUT',
          url: `/api/organizations/${orgId}`,
          payload: { name: 'Hijacked A' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, stranger, {
          method: 'PUT',
          url: `/api/organizations/${orgId}`,
          payload: { name: 'Hijacked B' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, null, { method: 'PUT', url: `/api/organizations/${orgId}`, payload: { name: 'Hijacked C' } }))
        .statusCode,
    ).toBe(401);
    expect(await count(sql`select count(*)::int as n from organizations where name like 'Hijacked%'`)).toBe(before);
  });

  it('refuses a name another organization has, but keeps its own in another case', async () => {
    const other = await call(t.app, owner, {
      method: 'POST',
      url: '/api/organizations',
      payload: { name: `Other ${orgId}` },
    });
    const clash = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/organizations/${orgId}`,
      payload: { name: `OTHER ${orgId}` },
    });
    expect(clash.statusCode).toBe(409);
    const self = await call(t.app, owner, {
      method: 'PUT',
      url: `/api/organizations/${other.json().id}`,
      payload: { name: `other ${orgId}` },
    });
    expect(self.statusCode).toBe(200);
  });
});

describe('DELETE /api/organizations/:id', () => {
  it('lets only the owner delete, cascading to its events', async () => {
    const eventId = await makeEvent(t.database.db, orgId, [[member.id, 'ATTENDEE']]);
    expect((await call(t.app, admin, { method: 'DELETE', url: `/api/organizations/${orgId}` })).statusCode).toBe(403);
    expect((await call(t.app, member, { method: 'DELETE', url: `/api/organizations/${orgId}` })).statusCode).toBe(403);
    expect((await call(t.app, stranger, { method: 'DELETE', url: `/api/organizations/${orgId}` })).statusCode).toBe(
      404,
    );
    expect(await count(sql`select count(*)::int as n from events where id = ${eventId}`)).toBe(1);
    expect((await call(t.app, owner, { method: 'DELETE', url: `/api/organizations/${orgId}` })).statusCode).toBe(204);
    expect(await count(sql`select count(*)::int as n from organizations where id = ${orgId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from events where id = ${eventId}`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from event_users where event_id = ${eventId}`)).toBe(0);
  });
});

describe('members', () => {
  it('lists members to members, owners first, emails only for owners and admins', async () => {
    const asMember = await call(t.app, member, { method: 'GET', url: `/api/organizations/${orgId}/users` });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ total_items: 3, current_page: 1, per_page: 50 });
    expect(asMember.json().organization_users.map((u: { role: string }) => u.role)).toEqual([
      'OWNER',
      'ADMIN',
      'MEMBER',
    ]);
    expect(asMember.json().organization_users.every((u: { email: string | null }) => u.email === null)).toBe(true);
    const asAdmin = await call(t.app, admin, { method: 'GET', url: `/api/organizations/${orgId}/users?role=MEMBER` });
    expect(asAdmin.json().organization_users).toEqual([
      expect.objectContaining({ id: member.id, email: member.email }),
    ]);
    expect((await call(t.app, stranger, { method: 'GET', url: `/api/organizations/${orgId}/users` })).statusCode).toBe(
      404,
    );
  });

  it('adds an existing account without an invitation', async () => {
    const u = await signUp(t.app, { first_name: 'Real', last_name: 'Name' });
    const res = await call(t.app, admin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: {
        email: u.email.toUpperCase(),
        first_name: 'Ignored',
        last_name: 'Ignored',
        role: 'MEMBER',
        password: 'placeholder',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      member: { id: u.id, full_name: 'Real Name', role: 'MEMBER', invitation_pending: false },
      invitation_path: null,
    });
  });

  it('invites a new email: no usable password, a one-time claim link that logs in', async () => {
    const email = uniqueEmail('invitee');
    const res = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email, first_name: 'Ivy', last_name: 'Invitee', role: 'ADMIN', password: 'DefaultPassword123!' },
    });
    expect(res.statusCode).toBe(201);
    const { member: m, invitation_path } = res.json();
    expect(m).toMatchObject({ full_name: 'Ivy Invitee', role: 'ADMIN', invitation_pending: true });
    expect(invitation_path).toMatch(/^\/invite\/[\w-]{20,}$/);
    // The placeholder the client sent is not a password.
    const login = await call(t.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'DefaultPassword123!' },
    });
    expect(login.statusCode).toBe(401);
    const token = invitation_path.split('/').pop();
    const info = await call(t.app, null, { method: 'GET', url: `/api/invitations/${token}` });
    expect(info.json()).toMatchObject({
      email,
      first_name: 'Ivy',
      organization_name: expect.any(String),
      event_title: null,
    });
    const claim = await call(t.app, null, {
      method: 'POST',
      url: `/api/invitations/${token}/claim`,
      payload: { password: 'my own password' },
    });
    expect(claim.statusCode).toBe(200);
    const orgs = await t.app.inject({
      method: 'GET',
      url: '/api/organizations',
      headers: { authorization: `Bearer ${claim.json().access_token}` },
    });
    expect(orgs.json().organizations.map((o: { id: number }) => o.id)).toContain(orgId);
    expect(
      (
        await call(t.app, null, {
          method: 'POST',
          url: `/api/invitations/${token}/claim`,
          payload: { password: 'second try!!' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, null, { method: 'GET', url: `/api/invitations/${token}` })).statusCode).toBe(404);
    expect(
      (
        await call(t.app, null, {
          method: 'POST',
          url: '/api/auth/login',
          payload: { email, password: 'my own password' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('refuses a member who is already there with 409 and the spec message', async () => {
    const res = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email: member.email, first_name: 'M', last_name: 'M' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'User already in organization',
      errors: { email: ['User already in organization'] },
    });
  });

  it("validates Add Member with the spec's messages", async () => {
    const res = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email: 'bad', first_name: '', last_name: ' ', role: 'OWNER' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: ['Invalid email'],
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
    });
    expect(res.json().errors.role).toBeDefined();
  });

  it('refuses members and strangers adding anyone, creating no account', async () => {
    const email = uniqueEmail('nope');
    expect(
      (
        await call(t.app, member, {
          method: 'POST',
          url: `/api/organizations/${orgId}/users`,
          payload: { email, first_name: 'a', last_name: 'b' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(t.app, stranger, {
          method: 'POST',
          url: `/api/organizations/${orgId}/users`,
          payload: { email, first_name: 'a', last_name: 'b' },
        })
      ).statusCode,
    ).toBe(404);
    expect(await count(sql`select count(*)::int as n from users where email = ${email}`)).toBe(0);
  });

  it('gives owners and admins a fresh claim link for a pending invitee only', async () => {
    const email = uniqueEmail('pending');
    const added = await call(t.app, owner, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users`,
      payload: { email, first_name: 'P', last_name: 'Q' },
    });
    const id = added.json().member.id;
    const again = await call(t.app, admin, {
      method: 'POST',
      url: `/api/organizations/${orgId}/users/${id}/invitation`,
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().invitation_path).not.toBe(added.json().invitation_path);
    expect(
      (await call(t.app, member, { method: 'POST', url: `/api/organizations/${orgId}/users/${id}/invitation` }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, owner, { method: 'POST', url: `/api/organizations/${orgId}/users/${member.id}/invitation` }))
        .statusCode,
    ).toBe(409);
  });
});

describe('role changes', () => {
  const put = (who: TestUser, userId: number, role: string) =>
    call(t.app, who, { method: 'PUT', url: `/api/organizations/${orgId}/users/${userId}`, payload: { role } });

  it('lets an admin promote a member to admin and demote an admin', async () => {
    expect((await put(admin, member.id, 'ADMIN')).statusCode).toBe(200);
    expect(await roleOf(member.id)).toBe('ADMIN');
    expect((await put(admin, member.id, 'MEMBER')).statusCode).toBe(200);
    expect(await roleOf(member.id)).toBe('MEMBER');
  });

  it('refuses an admin granting OWNER to anyone, themselves included', async () => {
    expect((await put(admin, member.id, 'OWNER')).statusCode).toBe(403);
    expect((await put(admin, admin.id, 'OWNER')).statusCode).toBe(403);
    expect([await roleOf(member.id), await roleOf(admin.id)]).toEqual(['MEMBER', 'ADMIN']);
  });

  it('refuses an admin demoting the owner', async () => {
    expect((await put(admin, owner.id, 'MEMBER')).statusCode).toBe(403);
    expect(await roleOf(owner.id)).toBe('OWNER');
  });

  it('refuses a member raising themselves or others', async () => {
    expect((await put(member, member.id, 'ADMIN')).statusCode).toBe(403);
    expect((await put(member, admin.id, 'MEMBER')).statusCode).toBe(403);
    expect(await roleOf(member.id)).toBe('MEMBER');
  });

  it('refuses anyone changing their own role, owners included', async () => {
    expect((await put(owner, owner.id, 'ADMIN')).statusCode).toBe(403);
    expect(await roleOf(owner.id)).toBe('OWNER');
  });

  it('lets an owner grant OWNER, after which the old owner can be demoted by the new one', async () => {
    expect((await put(owner, admin.id, 'OWNER')).statusCode).toBe(200);
    expect((await put(admin, owner.id, 'MEMBER')).statusCode).toBe(200);
    expect([await roleOf(admin.id), await roleOf(owner.id)]).toEqual(['OWNER', 'MEMBER']);
  });

  it('answers 404 for strangers and for users who are not members', async () => {
    expect((await put(stranger, member.id, 'ADMIN')).statusCode).toBe(404);
    expect((await put(owner, stranger.id, 'ADMIN')).statusCode).toBe(404);
  });

  it('never leaves an organization without an owner, even under concurrent demotions', async () => {
    expect((await put(owner, admin.id, 'OWNER')).statusCode).toBe(200);
    const [a, b] = await Promise.all([put(owner, admin.id, 'MEMBER'), put(admin, owner.id, 'MEMBER')]);
    // One wins; the other is refused, by the last-owner rule or because its author is no longer an owner.
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].filter((code) => code === 403 || code === 409)).toHaveLength(1);
    expect(
      await count(
        sql`select count(*)::int as n from organization_users where organization_id = ${orgId} and role = 'OWNER'`,
      ),
    ).toBe(1);
  });
});

describe('removing members', () => {
  const del = (who: TestUser, userId: number) =>
    call(t.app, who, { method: 'DELETE', url: `/api/organizations/${orgId}/users/${userId}` });

  it('lets a member leave', async () => {
    expect((await del(member, member.id)).statusCode).toBe(204);
    expect(await roleOf(member.id)).toBeNull();
  });

  it('lets an admin remove a member but not the owner', async () => {
    expect((await del(admin, owner.id)).statusCode).toBe(403);
    expect((await del(admin, member.id)).statusCode).toBe(204);
  });

  it('refuses a member removing others', async () => {
    expect((await del(member, admin.id)).statusCode).toBe(403);
    expect(await roleOf(admin.id)).toBe('ADMIN');
  });

  it('refuses the last owner leaving with 409', async () => {
    const res = await del(owner, owner.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/at least one owner/);
    expect(await roleOf(owner.id)).toBe('OWNER');
  });

  it('answers 404 to strangers', async () => {
    expect((await del(stranger, member.id)).statusCode).toBe(404);
    expect(await roleOf(member.id)).toBe('MEMBER');
  });
});
