import type { Translate } from '../../../lib/i18n/i18n';
import { SPEAKER_ROLE_KEYS, SPEAKER_ROLE_ORDER } from '../speakers';

/** The role choices, in role order, named in the reader's language. */
export const speakerRoleOptions = (t: Translate) =>
  SPEAKER_ROLE_ORDER.map((role) => ({ value: role, label: t(SPEAKER_ROLE_KEYS[role], { count: 1 }) }));
