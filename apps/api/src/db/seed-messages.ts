import type { Db } from './client';
import { directMessageThreads, directMessages } from './schema';

/** Who wrote a line of a demo conversation: the demo account or the other person. */
type Side = 'demo' | 'other';

export interface DemoConversation {
  /** Key of the other seeded person. */
  with: string;
  /** In the context of the conference (both attend it), or a direct thread (they share the organization). */
  atConference: boolean;
  /** Oldest first. Lines from the other person after the demo account's last line stay unread. */
  lines: [Side, string][];
  /** How long ago the last line was sent. */
  minutesAgo: number;
}

export const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    with: 'sofia',
    atConference: true,
    minutesAgo: 4,
    lines: [
      ['demo', 'Hi Sofia! Are the lunch roundtables still on for day one?'],
      ['other', 'They are! We have twelve tables so far, one per topic.'],
      ['other', 'Would you host the "running events yourself" table? People keep asking about self-hosting.'],
    ],
  },
  {
    with: 'maria',
    atConference: false,
    minutesAgo: 25,
    lines: [
      ['other', 'The keynote slides are in the shared folder.'],
      ['demo', 'Great, I will look tonight.'],
      ['other', 'One more thing: can we swap the Q&A to after the break?'],
    ],
  },
  {
    with: 'kenji',
    atConference: true,
    minutesAgo: 90,
    lines: [
      ['other', 'Loved the new agenda layout. Mind if I borrow it for day two?'],
      ['demo', 'Go ahead, that is what it is for.'],
      ['other', 'Thank you!'],
      ['demo', 'See you at the keynote.'],
    ],
  },
  {
    with: 'grace',
    atConference: true,
    minutesAgo: 180,
    lines: [
      ['demo', 'Is the streaming kit ready for the workshop?'],
      ['other', 'Tested it twice over hotel Wi-Fi. It holds.'],
      ['demo', 'Perfect, thanks Grace.'],
    ],
  },
];

const MINUTE_MS = 60_000;

/**
 * Seeds the demo account's conversations with other seeded people (inside the demo seed's transaction): the
 * demo account has read everything up to its own last line, so conversations ending with the other person
 * show as unread.
 */
export async function seedDemoConversations(
  tx: Db,
  demoId: number,
  personId: (key: string) => number,
  conferenceId: number,
): Promise<void> {
  const now = Date.now();
  for (const c of DEMO_CONVERSATIONS) {
    const otherId = personId(c.with);
    const sentAt = (i: number) => new Date(now - (c.minutesAgo + (c.lines.length - 1 - i) * 3) * MINUTE_MS);
    const [thread] = await tx
      .insert(directMessageThreads)
      .values({
        user_low_id: Math.min(demoId, otherId),
        user_high_id: Math.max(demoId, otherId),
        event_id: c.atConference ? conferenceId : null,
        created_at: sentAt(0),
        last_message_at: sentAt(c.lines.length - 1),
      })
      .returning({ id: directMessageThreads.id });
    if (!thread) throw new Error(`seed: thread with ${c.with} not created`);
    const sides = c.lines.map(([side]) => side);
    const lastDemoLine = sides.lastIndexOf('demo');
    const lastOtherLine = sides.lastIndexOf('other');
    const rows = c.lines.map(([side, content], i) => {
      // The demo account's lines were read once the other person answered; the other's, once the demo answered.
      const read = side === 'demo' ? i < lastOtherLine : i < lastDemoLine;
      return {
        thread_id: thread.id,
        sender_id: side === 'demo' ? demoId : otherId,
        content,
        status: read ? ('READ' as const) : ('SENT' as const),
        created_at: sentAt(i),
        read_at: read ? sentAt(i + 1) : null,
      };
    });
    await tx.insert(directMessages).values(rows);
  }
}
