import { describe, expect, it } from 'vitest';
import { SESSION_STATUSES, SPEAKER_ROLES, isEnumValue } from './enum-values';
import { SessionStatus, SpeakerRole } from './enums';

describe('enum members', () => {
  it('are the zod enums’ options, in order', () => {
    expect(SessionStatus.options).toEqual([...SESSION_STATUSES]);
    expect(SpeakerRole.options).toEqual([...SPEAKER_ROLES]);
  });

  it('narrow a select’s value to a member and refuse anything else', () => {
    expect(isEnumValue(SESSION_STATUSES, 'LIVE')).toBe(true);
    expect(isEnumValue(SESSION_STATUSES, 'live')).toBe(false);
    expect(isEnumValue(SPEAKER_ROLES, '')).toBe(false);
  });
});
