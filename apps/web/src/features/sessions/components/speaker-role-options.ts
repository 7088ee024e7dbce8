import { SpeakerRole } from '@atria/contracts';
import { speakerRoleLabel } from '../../agenda/speakers';

export const SPEAKER_ROLE_OPTIONS = SpeakerRole.options.map((role) => ({ value: role, label: speakerRoleLabel(role) }));
