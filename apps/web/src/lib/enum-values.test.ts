import { SessionStatus, SpeakerRole } from '@atria/contracts';
import { describe, expect, it } from 'vitest';
import { SPEAKER_ROLE_ORDER } from '../features/sessions/speakers';
import { SESSION_STATUSES } from '../features/sessions/enums';
import { isEnumValue } from './enum-values';

describe('enum lists kept beside the contract', () => {
  it('have the contract’s members in the contract’s order', () => {
    expect(SESSION_STATUSES).toEqual(SessionStatus.options);
    expect(SPEAKER_ROLE_ORDER).toEqual(SpeakerRole.options);
  });

  it('narrow a select’s value to a member and refuse anything else', () => {
    expect(isEnumValue(SESSION_STATUSES, 'LIVE')).toBe(true);
    expect(isEnumValue(SESSION_STATUSES, 'live')).toBe(false);
    expect(isEnumValue(SPEAKER_ROLE_ORDER, '')).toBe(false);
  });
});
