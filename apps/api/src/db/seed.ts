import { eq, sql } from 'drizzle-orm';
import type { SessionType, SpeakerRole } from '@atria/contracts';
import type { Env } from '../config/env';
import { hashPassword } from '../lib/passwords';
import type { Db } from './client';
import { seedDemoConversations } from './seed-messages';
import { eventUsers, events, organizationUsers, organizations, sessionSpeakers, sessions, users } from './schema';

export const DEMO_ORG_NAME = 'Atria Demo Org';

const PEOPLE = [
  {
    key: 'maria',
    first: 'Maria',
    last: 'Okafor',
    title: 'VP Engineering',
    company: 'Lumen Labs',
    bio: 'Builds platforms for live media and has shipped streaming at scale for a decade.',
  },
  {
    key: 'kenji',
    first: 'Kenji',
    last: 'Watanabe',
    title: 'Principal Designer',
    company: 'Hearth Studio',
    bio: 'Designs calm interfaces for noisy moments: events, classrooms and control rooms.',
  },
  {
    key: 'sofia',
    first: 'Sofia',
    last: 'Lindqvist',
    title: 'Community Lead',
    company: 'Open Venue',
    bio: 'Runs meetups in twelve cities and believes every attendee should leave with a new friend.',
  },
  {
    key: 'amir',
    first: 'Amir',
    last: 'Haddad',
    title: 'Research Scientist',
    company: 'Northbeam',
    bio: 'Studies how people pay attention online, and how to earn it back.',
  },
  {
    key: 'grace',
    first: 'Grace',
    last: 'Mensah',
    title: 'Producer',
    company: 'Studio Nine',
    bio: 'Produces hybrid shows where the remote audience is never second class.',
  },
  {
    key: 'tom',
    first: 'Tom',
    last: 'Becker',
    title: 'Attendee',
    company: 'Freelance',
    bio: 'Here for the hallway track.',
  },
] as const;

type PersonKey = (typeof PEOPLE)[number]['key'] | 'demo';

interface DemoSession {
  day: number;
  start: string;
  end: string;
  type: SessionType;
  title: string;
  description: string;
  stream?: string;
  speakers?: [PersonKey, SpeakerRole][];
}

const AGENDA: DemoSession[] = [
  {
    day: 1,
    start: '09:00',
    end: '10:00',
    type: 'KEYNOTE',
    title: 'Opening keynote: events without walls',
    description: 'Why the best events of the next decade will be hybrid by default.',
    stream: 'https://vimeo.com/76979871',
    speakers: [
      ['maria', 'KEYNOTE'],
      ['demo', 'HOST'],
    ],
  },
  {
    day: 1,
    start: '10:15',
    end: '11:15',
    type: 'WORKSHOP',
    title: 'Hands-on: streaming setups that survive Wi-Fi',
    description: 'Bring a laptop: we build a resilient streaming kit together.',
    speakers: [['grace', 'SPEAKER']],
  },
  {
    day: 1,
    start: '10:15',
    end: '11:15',
    type: 'PANEL',
    title: 'Panel: remote attendees are attendees',
    description: 'Producers and hosts on treating the online audience as first class.',
    speakers: [
      ['sofia', 'MODERATOR'],
      ['kenji', 'PANELIST'],
      ['amir', 'PANELIST'],
    ],
  },
  {
    day: 1,
    start: '10:15',
    end: '11:15',
    type: 'PRESENTATION',
    title: 'Designing agendas people actually follow',
    description: 'Patterns from 200 conferences.',
  },
  {
    day: 1,
    start: '11:30',
    end: '12:30',
    type: 'PRESENTATION',
    title: 'Attention is a budget',
    description: 'What eye-tracking says about session length.',
    speakers: [['amir', 'SPEAKER']],
  },
  {
    day: 1,
    start: '11:30',
    end: '12:30',
    type: 'QA',
    title: 'Ask the organizers',
    description: 'Everything you wanted to know about running Atria yourself.',
    speakers: [['demo', 'HOST']],
  },
  {
    day: 1,
    start: '13:30',
    end: '14:30',
    type: 'NETWORKING',
    title: 'Lunch roundtables',
    description: 'Pick a table, meet the people at it.',
    speakers: [['sofia', 'HOST']],
  },
  {
    day: 2,
    start: '09:00',
    end: '09:45',
    type: 'KEYNOTE',
    title: 'Day two keynote: the quiet interface',
    description: 'Design for focus when everything is live.',
    stream: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    speakers: [['kenji', 'KEYNOTE']],
  },
  {
    day: 2,
    start: '10:00',
    end: '11:00',
    type: 'WORKSHOP',
    title: 'Workshop: accessible live captions',
    description: 'Set up captions for every stream.',
    speakers: [['grace', 'SPEAKER']],
  },
  {
    day: 2,
    start: '10:00',
    end: '11:00',
    type: 'PRESENTATION',
    title: 'Sponsors that attendees thank you for',
    description: 'Sponsor showcases that add value.',
  },
  {
    day: 2,
    start: '10:00',
    end: '11:00',
    type: 'PRESENTATION',
    title: 'Measuring what matters',
    description: 'Transparent analytics without selling anyone.',
    speakers: [['amir', 'SPEAKER']],
  },
  {
    day: 2,
    start: '10:00',
    end: '11:00',
    type: 'PANEL',
    title: 'Panel: communities that outlive the event',
    description: 'Keeping the conversation going.',
    speakers: [
      ['sofia', 'MODERATOR'],
      ['maria', 'PANELIST'],
    ],
  },
  {
    day: 2,
    start: '10:00',
    end: '11:00',
    type: 'NETWORKING',
    title: 'Speed networking',
    description: 'Five minutes, next table.',
  },
  {
    day: 2,
    start: '14:00',
    end: '15:00',
    type: 'QA',
    title: 'Open Q&A with the speakers',
    description: 'Bring your questions.',
    speakers: [
      ['maria', 'SPEAKER'],
      ['kenji', 'SPEAKER'],
    ],
  },
  {
    day: 3,
    start: '09:30',
    end: '10:30',
    type: 'PRESENTATION',
    title: 'Self-hosting Atria in production',
    description: 'PostgreSQL, Redis and two instances behind a load balancer.',
    speakers: [['demo', 'SPEAKER']],
  },
  {
    day: 3,
    start: '10:45',
    end: '11:45',
    type: 'WORKSHOP',
    title: 'Workshop: run-of-show for hybrid events',
    description: 'A minute-by-minute plan you can reuse.',
    speakers: [['grace', 'HOST']],
  },
  {
    day: 3,
    start: '12:00',
    end: '12:45',
    type: 'KEYNOTE',
    title: 'Closing keynote',
    description: 'What we learned in three days.',
    speakers: [
      ['maria', 'KEYNOTE'],
      ['sofia', 'HOST'],
    ],
  },
];

const isoDay = (offsetDays: number): string => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
};

// Any constant works, as long as every Atria process sharing a database uses the same (and it differs from the
// migration lock in migrate.ts).
const SEED_LOCK = 7_310_422;

const demoOrgExists = async (db: Db): Promise<boolean> =>
  (
    await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`lower(${organizations.name}) = lower(${DEMO_ORG_NAME})`)
  ).length > 0;

/**
 * Seeds the demo organization, a 3-day hybrid conference with a full agenda, a single-session event without
 * a session, several people, the demo account and its conversations. Idempotent: does nothing when the demo
 * organization exists. Instances starting together on one database seed it once: the seeding transaction
 * holds an advisory lock and checks again under it. Returns whether this call seeded.
 */
export async function seedDemo(db: Db, env: Env): Promise<boolean> {
  if (await demoOrgExists(db)) return false;
  const password_hash = await hashPassword(env.DEMO_PASSWORD);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    // Another instance may have seeded while this one waited for the lock.
    if (await demoOrgExists(tx)) return false;
    const ids = new Map<PersonKey, number>();
    const demoRows = await tx
      .insert(users)
      .values({
        email: env.DEMO_EMAIL,
        password_hash,
        first_name: 'Demo',
        last_name: 'User',
        title: 'Event Organizer',
        company_name: 'Atria',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    const demoId =
      demoRows[0]?.id ??
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${env.DEMO_EMAIL})`)
      )[0]?.id;
    if (!demoId) throw new Error('demo user could not be created');
    ids.set('demo', demoId);
    for (const p of PEOPLE) {
      const email = `${p.key}@demo.com`;
      const rows = await tx
        .insert(users)
        .values({
          email,
          password_hash,
          first_name: p.first,
          last_name: p.last,
          title: p.title,
          company_name: p.company,
          bio: p.bio,
          linkedin_url: `https://www.linkedin.com/in/${p.key}-demo`,
          website_url: `https://example.com/${p.key}`,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      const id = rows[0]?.id ?? (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
      if (id) ids.set(p.key, id);
    }
    const id = (k: PersonKey): number => {
      const v = ids.get(k);
      if (v === undefined) throw new Error(`seed: unknown person ${k}`);
      return v;
    };

    const [org] = await tx.insert(organizations).values({ name: DEMO_ORG_NAME }).returning();
    if (!org) throw new Error('seed: organization not created');
    await tx.insert(organizationUsers).values([
      { organization_id: org.id, user_id: id('demo'), role: 'OWNER' },
      { organization_id: org.id, user_id: id('maria'), role: 'ADMIN' },
      { organization_id: org.id, user_id: id('grace'), role: 'MEMBER' },
    ]);

    const [conf] = await tx
      .insert(events)
      .values({
        organization_id: org.id,
        title: 'Atria Summit',
        description: 'Three days on the future of virtual and hybrid events.',
        event_type: 'CONFERENCE',
        start_date: isoDay(14),
        end_date: isoDay(16),
        company_name: 'Atria',
        event_format: 'HYBRID',
        hero_description:
          'Three days of talks, workshops and conversations about events that bring people together, wherever they are.',
        hero_image_desktop: null,
        sections: {
          welcome: {
            title: 'Welcome to Atria Summit',
            content:
              'Join organizers, producers and designers in Lisbon and online for three days of ideas you can use on Monday.',
          },
          highlights: [
            {
              title: '17 sessions',
              description: 'Keynotes, workshops, panels and Q&A across three days.',
              icon: 'calendar',
            },
            {
              title: 'Hybrid by design',
              description: 'Every session streams; every remote attendee can ask questions.',
              icon: 'globe',
            },
            {
              title: 'Real networking',
              description: 'Roundtables and direct messages that last beyond the event.',
              icon: 'users',
            },
          ],
          faqs: [
            { question: 'Can I attend online?', answer: 'Yes. Every session is streamed live on its session page.' },
            {
              question: 'Will sessions be recorded?',
              answer: 'Keynotes and panels are recorded and available to attendees afterwards.',
            },
            {
              question: 'How do I meet other attendees?',
              answer: 'Open the messaging sidebar and start a conversation with anyone at the event.',
            },
          ],
        },
        venue_name: 'Lisbon Congress Centre',
        venue_address: 'Praça das Indústrias 1',
        venue_city: 'Lisbon',
        venue_country: 'Portugal',
        created_by: id('demo'),
      })
      .returning();
    if (!conf) throw new Error('seed: conference not created');

    const [single] = await tx
      .insert(events)
      .values({
        organization_id: org.id,
        title: 'Community Town Hall',
        description: 'A one-hour town hall with the Atria community.',
        event_type: 'SINGLE_SESSION',
        start_date: isoDay(30),
        end_date: isoDay(30),
        company_name: 'Atria',
        event_format: 'VIRTUAL',
        created_by: id('demo'),
      })
      .returning();
    if (!single) throw new Error('seed: single-session event not created');

    await tx.insert(eventUsers).values([
      { event_id: conf.id, user_id: id('demo'), role: 'ADMIN' },
      {
        event_id: conf.id,
        user_id: id('maria'),
        role: 'SPEAKER',
        speaker_title: 'VP Engineering, Lumen Labs',
        speaker_bio: PEOPLE[0].bio,
      },
      {
        event_id: conf.id,
        user_id: id('kenji'),
        role: 'SPEAKER',
        speaker_title: 'Principal Designer, Hearth Studio',
        speaker_bio: PEOPLE[1].bio,
      },
      {
        event_id: conf.id,
        user_id: id('sofia'),
        role: 'MODERATOR',
        speaker_title: 'Community Lead, Open Venue',
        speaker_bio: PEOPLE[2].bio,
      },
      {
        event_id: conf.id,
        user_id: id('amir'),
        role: 'SPEAKER',
        speaker_title: 'Research Scientist, Northbeam',
        speaker_bio: PEOPLE[3].bio,
      },
      {
        event_id: conf.id,
        user_id: id('grace'),
        role: 'ORGANIZER',
        speaker_title: 'Producer, Studio Nine',
        speaker_bio: PEOPLE[4].bio,
      },
      { event_id: conf.id, user_id: id('tom'), role: 'ATTENDEE' },
      { event_id: single.id, user_id: id('demo'), role: 'ADMIN' },
      { event_id: single.id, user_id: id('tom'), role: 'ATTENDEE' },
    ]);

    for (const s of AGENDA) {
      const [row] = await tx
        .insert(sessions)
        .values({
          event_id: conf.id,
          title: s.title,
          description: s.description,
          session_type: s.type,
          day_number: s.day,
          start_time: s.start,
          end_time: s.end,
          stream_url: s.stream ?? null,
          status: s.day === 1 && s.start === '09:00' ? 'LIVE' : 'UPCOMING',
        })
        .returning({ id: sessions.id });
      if (!row || !s.speakers) continue;
      await tx
        .insert(sessionSpeakers)
        .values(s.speakers.map(([who, role], i) => ({ session_id: row.id, user_id: id(who), role, order: i + 1 })));
    }

    await seedDemoConversations(tx, id('demo'), (key) => id(key as PersonKey), conf.id);
    return true;
  });
}
