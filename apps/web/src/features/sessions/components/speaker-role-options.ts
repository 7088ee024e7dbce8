import { SPEAKER_ROLE_ORDER, speakerRoleLabel } from '../speakers';

export const SPEAKER_ROLE_OPTIONS = SPEAKER_ROLE_ORDER.map((role) => ({ value: role, label: speakerRoleLabel(role) }));
