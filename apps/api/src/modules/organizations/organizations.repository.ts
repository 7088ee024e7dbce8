import { and, asc, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { OrganizationRole } from '@atria/contracts';
import type { Db } from '../../db/client';
import { qualified } from '../../db/qualified';
import { inOrder, readTogether } from '../../db/in-order';
import { isTransaction, preparedPer } from '../../db/prepared';
import {
  eventUsers,
  events,
  organizationUsers,
  organizations,
  sessionSpeakers,
  sessions,
  users,
} from '../../db/schema';

const PREVIEW_SIZE = 10;
const roleRank = sql`case ${organizationUsers.role} when 'OWNER' then 0 when 'ADMIN' then 1 else 2 end`;

/** The caller's organizations (one, with `onlyId`) with their role and member count, and their number. */
const myOrganizationsSelect = (db: Db, userId: number | Placeholder, onlyId?: number) => {
  const me = sql`(select ou.role from ${organizationUsers} ou where ou.organization_id = ${qualified(organizations.id)} and ou.user_id = ${userId})`;
  const where = and(
    sql`exists (select 1 from ${organizationUsers} ou where ou.organization_id = ${qualified(organizations.id)} and ou.user_id = ${userId})`,
    onlyId !== undefined ? eq(organizations.id, onlyId) : undefined,
  );
  return {
    rows: db
      .select({
        id: organizations.id,
        name: organizations.name,
        created_at: organizations.created_at,
        role: sql<OrganizationRole>`${me}`,
        member_count: sql<number>`(select count(*)::int from ${organizationUsers} c where c.organization_id = ${qualified(organizations.id)})`,
      })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id)),
    total: db.select({ total: count() }).from(organizations).where(where),
  };
};
const myOrganizationsPrepared = preparedPer((db) => {
  const q = myOrganizationsSelect(db, sql.placeholder('userId'));
  return {
    rows: q.rows.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare('atria_my_organizations'),
    total: q.total.prepare('atria_my_organizations_total'),
  };
});

/** The first PREVIEW_SIZE members of the organizations `which` selects, owners first. */
const previewsSelect = (db: Db, which: SQL | undefined) => {
  const ranked = db
    .select({
      organization_id: organizationUsers.organization_id,
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      role: organizationUsers.role,
      rn: sql<number>`row_number() over (partition by ${organizationUsers.organization_id} order by ${roleRank}, ${users.last_name}, ${users.first_name}, ${users.id})`.as(
        'rn',
      ),
    })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.user_id))
    .where(which)
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(sql`${ranked.rn} <= ${PREVIEW_SIZE}`)
    .orderBy(asc(ranked.organization_id), asc(ranked.rn));
};
const previewsPrepared = preparedPer((db) =>
  previewsSelect(db, sql`${organizationUsers.organization_id} = any(${sql.placeholder('ids')}::int[])`).prepare(
    'atria_organization_previews',
  ),
);

export const organizationsRepository = {
  async roleOf(db: Db, organizationId: number, userId: number): Promise<OrganizationRole | null> {
    const rows = await db
      .select({ role: organizationUsers.role })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, organizationId), eq(organizationUsers.user_id, userId)))
      .limit(1);
    return rows[0]?.role ?? null;
  },

  /**
   * The caller's organizations with their role and member count, and how many there are: two statements, at
   * once on the root handle (prepared once for the list; built each time for one organization), one after the
   * other in a transaction.
   */
  async listForUser(db: Db, userId: number, limit: number, offset: number, onlyId?: number) {
    if (isTransaction(db) || onlyId !== undefined) {
      const q = myOrganizationsSelect(db, userId, onlyId);
      const [rows, totals] = await readTogether(db, [() => q.rows.limit(limit).offset(offset), () => q.total] as const);
      return { rows, total: totals[0]?.total ?? 0 };
    }
    const q = myOrganizationsPrepared(db);
    const [rows, totals] = await Promise.all([q.rows.execute({ userId, limit, offset }), q.total.execute({ userId })]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /** The first members of several organizations, owners first: one query whatever the number (prepared once). */
  async previews(db: Db, organizationIds: number[]) {
    if (organizationIds.length === 0) return [];
    if (isTransaction(db)) return previewsSelect(db, inArray(organizationUsers.organization_id, organizationIds));
    return previewsPrepared(db).execute({ ids: organizationIds });
  },

  async nameTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(
        and(
          sql`lower(${organizations.name}) = lower(${name})`,
          exceptId !== undefined ? sql`${organizations.id} <> ${exceptId}` : undefined,
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async insert(db: Db, name: string) {
    const rows = await db.insert(organizations).values({ name }).returning();
    const row = rows[0];
    if (!row) throw new Error('insert into organizations returned nothing');
    return row;
  },

  async rename(db: Db, id: number, name: string) {
    await db.update(organizations).set({ name, updated_at: new Date() }).where(eq(organizations.id, id));
  },

  async remove(db: Db, id: number) {
    await db.delete(organizations).where(eq(organizations.id, id));
  },

  /** Serialises membership changes of one organization (last-owner rule under concurrency). */
  async lock(db: Db, id: number) {
    const rows = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('update');
    return rows.length > 0;
  },

  /** Keeps the caller's role in the organization from changing until the transaction ends (see eventsRepository.lock). */
  async lockShared(db: Db, id: number) {
    const rows = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, id))
      .for('share');
    return rows.length > 0;
  },

  async addMember(db: Db, organizationId: number, userId: number, role: OrganizationRole) {
    const rows = await db
      .insert(organizationUsers)
      .values({ organization_id: organizationId, user_id: userId, role })
      .onConflictDoNothing()
      .returning();
    return rows[0];
  },

  async setRole(db: Db, organizationId: number, userId: number, role: OrganizationRole) {
    await db
      .update(organizationUsers)
      .set({ role })
      .where(and(eq(organizationUsers.organization_id, organizationId), eq(organizationUsers.user_id, userId)));
  },

  async removeMember(db: Db, organizationId: number, userId: number) {
    await db
      .delete(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, organizationId), eq(organizationUsers.user_id, userId)));
  },

  async ownerCount(db: Db, organizationId: number): Promise<number> {
    const rows = await db
      .select({ n: count() })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.organization_id, organizationId), eq(organizationUsers.role, 'OWNER')));
    return rows[0]?.n ?? 0;
  },

  /** Members with their account state, owners first; one query plus the count. */
  async members(
    db: Db,
    organizationId: number,
    opts: { role?: OrganizationRole; limit: number; offset: number; userId?: number },
  ) {
    const where = and(
      eq(organizationUsers.organization_id, organizationId),
      opts.role ? eq(organizationUsers.role, opts.role) : undefined,
      opts.userId !== undefined ? eq(organizationUsers.user_id, opts.userId) : undefined,
    );
    const [rows, totals] = await inOrder([
      db
        .select({ user: users, role: organizationUsers.role, joined_at: organizationUsers.created_at })
        .from(organizationUsers)
        .innerJoin(users, eq(users.id, organizationUsers.user_id))
        .where(where)
        .orderBy(roleRank, asc(users.last_name), asc(users.first_name), asc(users.id))
        .limit(opts.limit)
        .offset(opts.offset),
      db.select({ total: count() }).from(organizationUsers).where(where),
    ]);
    return { rows, total: totals[0]?.total ?? 0 };
  },

  /**
   * The person lost the organization role that let them manage its events (removed, left or demoted): the
   * event roles they had only through it (`via_organization`) end. Where they are booked to speak in one of
   * the event's sessions they stay a SPEAKER; elsewhere the row goes. Locks the events concerned first (in id
   * order), after the caller locked the organization. Here, with the membership
   * changes that cause it, although it writes event rows: events depend on organizations, not the reverse.
   */
  async endOrganizationGrants(db: Db, organizationId: number, userId: number): Promise<void> {
    const concerned = sql`${eventUsers.user_id} = ${userId} and ${eventUsers.via_organization}
      and ${eventUsers.event_id} in (select e.id from ${events} e where e.organization_id = ${organizationId})`;
    await db.execute(sql`select e.id from ${events} e where e.id in (select ${eventUsers.event_id} from ${eventUsers} where ${concerned})
      order by e.id for update`);
    const booked = sql`exists (select 1 from ${sessionSpeakers} ss join ${sessions} s on s.id = ss.session_id
      where ss.user_id = ${userId} and s.event_id = ${eventUsers.event_id})`;
    await db
      .update(eventUsers)
      .set({ role: 'SPEAKER', via_organization: false })
      .where(sql`${concerned} and ${booked}`);
    await db.delete(eventUsers).where(concerned);
  },
};
