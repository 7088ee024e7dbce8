import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, organizations, users } from '../../db/schema';

/** What the mail templates need to know about people and places. */
export const mailRepository = {
  async people(db: Db, ids: number[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: users.id,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
        locale: users.locale,
      })
      .from(users)
      .where(inArray(users.id, ids));
  },

  async organizationName(db: Db, id: number): Promise<string | undefined> {
    const rows = await db
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, id))
      .limit(1);
    return rows[0]?.name;
  },

  async event(db: Db, id: number): Promise<{ title: string; organization_id: number } | undefined> {
    const rows = await db
      .select({ title: events.title, organization_id: events.organization_id })
      .from(events)
      .where(eq(events.id, id))
      .limit(1);
    return rows[0];
  },
};
