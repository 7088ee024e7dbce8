import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema';
import { makeOrganization } from '../../test/fixtures';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { eventsRepository } from '../events/events.repository';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => t.drop());

const base = {
  title: 'Zoned',
  event_type: 'CONFERENCE' as const,
  start_date: '2026-06-01',
  end_date: '2026-06-02',
  company_name: 'Co',
};
const zoneOf = async (id: number) =>
  (await t.database.db.select({ z: events.time_zone }).from(events).where(eq(events.id, id)))[0]?.z;

describe('the event time zone at the repository level', () => {
  it('stores the zone given, and UTC when none is given (as for events made before zones existed)', async () => {
    const org = await makeOrganization(t.database.db, []);
    const zoned = await eventsRepository.insert(t.database.db, {
      ...base,
      organization_id: org,
      time_zone: 'Asia/Kolkata',
    });
    const plain = await eventsRepository.insert(t.database.db, { ...base, organization_id: org });
    expect([zoned.time_zone, plain.time_zone]).toEqual(['Asia/Kolkata', 'UTC']);
    await eventsRepository.update(t.database.db, plain.id, { time_zone: 'America/New_York' });
    expect(await zoneOf(plain.id)).toBe('America/New_York');
  });
});
