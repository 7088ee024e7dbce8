/** docs/product.md#roadmap-and-placeholders: roadmap statuses. 'partial' and 'in-progress' both read 'In Progress'. */
export type RoadmapStatus = 'complete' | 'partial' | 'in-progress' | 'planned';

export const ROADMAP_STATUS_LABEL: Record<RoadmapStatus, string> = {
  complete: 'Complete',
  partial: 'In Progress',
  'in-progress': 'In Progress',
  planned: 'Planned',
};

export interface RoadmapPhase {
  phase: number;
  title: string;
  summary: string;
  status: RoadmapStatus;
  items: string[];
}

/** docs/product.md#roadmap-and-placeholders: seven phases. */
export const ROADMAP: RoadmapPhase[] = [
  {
    phase: 1,
    title: 'Networking, chat and direct messaging',
    summary: 'Meet people during the event and keep talking after it.',
    status: 'in-progress',
    items: [
      'One-to-one direct messages with read receipts',
      'Messaging sidebar with event and general conversations',
      'Realtime delivery over sockets with an HTTP fallback',
      'Up to three chat windows side by side',
      'End-to-end encryption for direct messages',
    ],
  },
  {
    phase: 2,
    title: 'Personal pages',
    summary: 'A profile that follows you from event to event.',
    status: 'planned',
    items: [
      'Profile with photo, title, company and bio',
      'LinkedIn and website links',
      'Speaker pages listing talks across events',
      'Personal agenda of saved sessions',
    ],
  },
  {
    phase: 3,
    title: 'Attendee management and invitations',
    summary: 'Bring the right people in with the right roles.',
    status: 'partial',
    items: [
      'Invite members to an organization as Member or Admin',
      'Add attendees, speakers and moderators to an event',
      'Invitation links so invited people can claim their account',
      'Bulk import of attendees from a spreadsheet',
      'Attendee directory with search',
    ],
  },
  {
    phase: 4,
    title: 'Session management and streaming embeds',
    summary: 'Plan the programme and stream it in one place.',
    status: 'complete',
    items: [
      'Multi-day agenda with a timeline per day',
      'Session types: keynote, workshop, panel, presentation, networking, Q&A',
      'Session status: upcoming, live, completed, cancelled',
      'Embedded video player for each session stream',
      'Speakers per session grouped by role',
    ],
  },
  {
    phase: 5,
    title: 'Admin features',
    summary: 'Run the event from one dashboard.',
    status: 'planned',
    items: [
      'Event dashboard with attendance at a glance',
      'Session, attendee and speaker administration',
      'Event branding: colours, logo and hero images',
      'Event settings and privacy controls',
    ],
  },
  {
    phase: 6,
    title: 'Sponsors',
    summary: 'Give sponsors a showcase worth paying for.',
    status: 'planned',
    items: [
      'Sponsor showcase with customizable sponsor levels',
      'Sponsor pages with links, videos and downloads',
      'Sponsor placement on the agenda and event page',
      'Transparent, privacy-friendly sponsor analytics',
    ],
  },
  {
    phase: 7,
    title: 'Long-term features',
    summary: 'The bigger pieces on the horizon.',
    status: 'planned',
    items: ['Ticketing and registration', 'Live Q&A with upvoting', 'Polling during sessions', 'Native mobile apps'],
  },
];
