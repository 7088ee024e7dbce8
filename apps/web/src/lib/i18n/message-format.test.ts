import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments } from './message-format';

const ONLINE = '{count, plural, =0 {nobody online} one {# attendee online} other {# attendees online}}';
const AR_DAYS = '{n, plural, zero {صفر} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}';

describe('formatMessage', () => {
  it('fills simple arguments and leaves unknown ones visible', () => {
    expect(formatMessage('Hello {name}, {missing}', { name: 'Ada' }, 'en')).toBe('Hello Ada, {missing}');
  });

  it('picks exact, one and other plural branches and formats # for the locale', () => {
    expect(formatMessage(ONLINE, { count: 0 }, 'en')).toBe('nobody online');
    expect(formatMessage(ONLINE, { count: 1 }, 'en')).toBe('1 attendee online');
    expect(formatMessage(ONLINE, { count: 1248 }, 'en')).toBe('1,248 attendees online');
    expect(formatMessage(ONLINE, { count: 1248 }, 'de')).toBe('1.248 attendees online');
  });

  it("uses Arabic's plural categories", () => {
    const latin = 'ar-u-nu-latn';
    expect(formatMessage(AR_DAYS, { n: 2 }, latin)).toBe('يومان');
    expect(formatMessage(AR_DAYS, { n: 3 }, latin)).toBe('3 أيام');
    expect(formatMessage(AR_DAYS, { n: 11 }, latin)).toBe('11 يومًا');
    expect(formatMessage(AR_DAYS, { n: 100 }, latin)).toBe('100 يوم');
  });

  it('selects by value with an other fallback, and nests arguments in branches', () => {
    const message = '{role, select, host {{name} hosts} other {{name} attends}}';
    expect(formatMessage(message, { role: 'host', name: 'Ada' }, 'en')).toBe('Ada hosts');
    expect(formatMessage(message, { role: 'guest', name: 'Ada' }, 'en')).toBe('Ada attends');
  });

  it('transforms literal text only, never the values', () => {
    expect(formatMessage('Hi {name}!', { name: 'ada' }, 'en', (text) => text.toUpperCase())).toBe('HI ada!');
  });
});

describe('messageArguments', () => {
  it('lists the arguments of the message and of its branches', () => {
    expect([...messageArguments('{a} {n, plural, one {# {b}} other {{c}}}')].sort()).toEqual(['a', 'b', 'c', 'n']);
  });
});
