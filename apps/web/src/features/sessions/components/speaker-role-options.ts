import { SPEAKER_ROLE_ORDER, speakerRoleLabel } from '../../agenda/speakers';

export const SPEAKER_ROLE_OPTIONS = SPEAKER_ROLE_ORDER.map((role) => ({ value: role, label: speakerRoleLabel(role) }));
