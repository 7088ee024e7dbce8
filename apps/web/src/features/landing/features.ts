import type { IconName } from '../../components/ui/icons';
import type { MessageKey } from '../../lib/i18n/i18n';

export interface Feature {
  title: MessageKey;
  description: MessageKey;
  icon: IconName;
}

/** docs/product.md#landing-page: the eight feature cards of the landing page. */
export const FEATURES: Feature[] = [
  {
    title: 'landing.feature.hybrid.title',
    description: 'landing.feature.hybrid.description',
    icon: 'users',
  },
  {
    title: 'landing.feature.streaming.title',
    description: 'landing.feature.streaming.description',
    icon: 'video',
  },
  {
    title: 'landing.feature.messaging.title',
    description: 'landing.feature.messaging.description',
    icon: 'lock',
  },
  {
    title: 'landing.feature.networking.title',
    description: 'landing.feature.networking.description',
    icon: 'network',
  },
  {
    title: 'landing.feature.sponsors.title',
    description: 'landing.feature.sponsors.description',
    icon: 'award',
  },
  {
    title: 'landing.feature.privacy.title',
    description: 'landing.feature.privacy.description',
    icon: 'shield',
  },
  {
    title: 'landing.feature.agenda.title',
    description: 'landing.feature.agenda.description',
    icon: 'calendar',
  },
  {
    title: 'landing.feature.openSource.title',
    description: 'landing.feature.openSource.description',
    icon: 'code',
  },
];
