import { describe, expect, it } from 'vitest';
import {
  AddEventUserBody,
  AddSpeakerBody,
  CreateSessionBody,
  SessionTimesBody,
  UpdateSessionBody,
  isStorableText,
} from './index';

describe('isStorableText', () => {
  it('accepts any well-formed text, emoji and right-to-left marks included', () => {
    for (const text of ['', 'plain', 'Ünïcödé', '👩‍👩‍👧‍👦', '\u202eevil', 'e\u0301', '\ud83d\ude00'])
      expect(isStorableText(text), text).toBe(true);
  });

  it('refuses U+0000 and lone surrogates, which PostgreSQL cannot store as sent', () => {
    for (const text of ['\u0000', 'a\u0000b', '\ud800', 'x\ud83d', '\udc00x', '\ude00\ud83d'])
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
  });
});

describe('schemas that used to let hostile input through', () => {
  it('refuses ids beyond PostgreSQL integer in bodies', () => {
    expect(AddEventUserBody.safeParse({ user_id: 2 ** 31 }).success).toBe(false);
    expect(AddSpeakerBody.safeParse({ user_id: 2 ** 31 }).success).toBe(false);
    expect(AddSpeakerBody.safeParse({ user_id: 2 ** 31 - 1 }).success).toBe(true);
  });

  it('refuses a null session body instead of throwing in the times rule', () => {
    for (const schema of [CreateSessionBody, UpdateSessionBody, SessionTimesBody])
      expect(schema.safeParse(null).success).toBe(false);
  });
});
