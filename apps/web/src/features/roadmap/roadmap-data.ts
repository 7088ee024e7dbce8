import type { MessageKey } from '../../lib/i18n/i18n';

/** docs/product.md#roadmap-and-placeholders: roadmap statuses. 'partial' and 'in-progress' both read 'In Progress'. */
export type RoadmapStatus = 'complete' | 'partial' | 'in-progress' | 'planned';

export const ROADMAP_STATUS_KEY = {
  complete: 'roadmap.status.complete',
  partial: 'roadmap.status.inProgress',
  'in-progress': 'roadmap.status.inProgress',
  planned: 'roadmap.status.planned',
} as const satisfies Record<RoadmapStatus, MessageKey>;

export interface RoadmapPhase {
  phase: number;
  title: MessageKey;
  summary: MessageKey;
  status: RoadmapStatus;
  items: MessageKey[];
}

/** docs/product.md#roadmap-and-placeholders: seven phases (their texts in the catalogs' `app` area). */
export const ROADMAP: RoadmapPhase[] = [
  {
    phase: 1,
    title: 'roadmap.chat.title',
    summary: 'roadmap.chat.summary',
    status: 'in-progress',
    items: [
      'roadmap.chat.itemOne',
      'roadmap.chat.itemTwo',
      'roadmap.chat.itemThree',
      'roadmap.chat.itemFour',
      'roadmap.chat.itemFive',
    ],
  },
  {
    phase: 2,
    title: 'roadmap.profiles.title',
    summary: 'roadmap.profiles.summary',
    status: 'planned',
    items: [
      'roadmap.profiles.itemOne',
      'roadmap.profiles.itemTwo',
      'roadmap.profiles.itemThree',
      'roadmap.profiles.itemFour',
    ],
  },
  {
    phase: 3,
    title: 'roadmap.attendees.title',
    summary: 'roadmap.attendees.summary',
    status: 'partial',
    items: [
      'roadmap.attendees.itemOne',
      'roadmap.attendees.itemTwo',
      'roadmap.attendees.itemThree',
      'roadmap.attendees.itemFour',
      'roadmap.attendees.itemFive',
    ],
  },
  {
    phase: 4,
    title: 'roadmap.sessions.title',
    summary: 'roadmap.sessions.summary',
    status: 'complete',
    items: [
      'roadmap.sessions.itemOne',
      'roadmap.sessions.itemTwo',
      'roadmap.sessions.itemThree',
      'roadmap.sessions.itemFour',
      'roadmap.sessions.itemFive',
    ],
  },
  {
    phase: 5,
    title: 'roadmap.admin.title',
    summary: 'roadmap.admin.summary',
    status: 'planned',
    items: ['roadmap.admin.itemOne', 'roadmap.admin.itemTwo', 'roadmap.admin.itemThree', 'roadmap.admin.itemFour'],
  },
  {
    phase: 6,
    title: 'roadmap.sponsors.title',
    summary: 'roadmap.sponsors.summary',
    status: 'planned',
    items: [
      'roadmap.sponsors.itemOne',
      'roadmap.sponsors.itemTwo',
      'roadmap.sponsors.itemThree',
      'roadmap.sponsors.itemFour',
    ],
  },
  {
    phase: 7,
    title: 'roadmap.later.title',
    summary: 'roadmap.later.summary',
    status: 'planned',
    items: ['roadmap.later.itemOne', 'roadmap.later.itemTwo', 'roadmap.later.itemThree', 'roadmap.later.itemFour'],
  },
];
