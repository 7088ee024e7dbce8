import type { IconName } from '../../components/ui/icons';

export interface Feature {
  title: string;
  description: string;
  icon: IconName;
}

/** docs/product.md#landing-page: the eight feature cards of the landing page. */
export const FEATURES: Feature[] = [
  {
    title: 'Hybrid connectivity',
    description: 'Bring virtual and in-person attendees into one shared experience, with the same agenda, sessions and conversations.',
    icon: 'users',
  },
  {
    title: 'Streaming integrations',
    description: 'Embed the streaming platforms you already use right into each session page. No new studio to learn.',
    icon: 'video',
  },
  {
    title: 'Secure direct messaging',
    description: 'Private one-to-one conversations between attendees, speakers and organizers. End-to-end encryption is coming soon.',
    icon: 'lock',
  },
  {
    title: 'Networking that lasts',
    description: 'Connections you make stay with you across events, so the conversation does not end when the event does.',
    icon: 'network',
  },
  {
    title: 'Sponsor showcase',
    description: 'Give sponsors a home with customizable sponsor levels and placements that fit your event.',
    icon: 'award',
  },
  {
    title: 'Privacy first',
    description: 'We never sell your data. Analytics are transparent, so you and your attendees know exactly what is measured.',
    icon: 'shield',
  },
  {
    title: 'Smart agenda',
    description: 'A personalised agenda that shows each attendee the sessions, speakers and times that matter to them.',
    icon: 'calendar',
  },
  {
    title: 'Open source',
    description: 'Read the code, suggest changes, and self-host Atria for personal and non-commercial events.',
    icon: 'code',
  },
];
