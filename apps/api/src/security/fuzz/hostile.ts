import fc from 'fast-check';

const big = (n: number, ch = 'a') => ch.repeat(n);

/** Strings that break naive code: control and format characters, broken UTF-16, injection lookalikes, huge. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udc00x',
  'x\ud83d',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  `e${'\u0301'.repeat(500)}`,
  "' OR 1=1 --",
  '"; drop table users; --',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x10',
  '１２３',
  'null',
  'true',
  '2024-02-30',
  '0000-00-00',
  '99999-01-01',
  '2024-13-01',
  '24:00',
  '23:60',
  '12:00:60',
  '9:00',
  '\n\r\t',
  big(5_001),
  big(70_000, 'é'),
];

export const HOSTILE_NUMBERS: number[] = [
  -1,
  0,
  -0,
  0.5,
  1e-7,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  4_294_967_296,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e308,
  -1e308,
];

/** `{ __proto__: ... }` as an own key (JSON.stringify writes it; an object literal would set the prototype). */
export function withOwnKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i += 1) v = [v];
  return v;
}

/** Any hostile JSON value: wrong types, huge arrays and objects, deep nesting, prototype-pollution shapes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.constantFrom(null, true, false, [], {}, [null], ['a', 1, {}], { '': '' }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(10, 2_000, 50_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.constantFrom(64, 1_000).map(nested),
  fc.constant(null).map(() => withOwnKey({}, '__proto__', { polluted: 'yes', isAdmin: true })),
  fc.constant(null).map(() => ({ constructor: { prototype: { polluted: 'yes' } } })),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.constantFrom<unknown>(1, 'x', null), { maxKeys: 5 }),
);

/**
 * Percent-encodes any JS string, lone surrogates included (as the WTF-8 bytes a hostile client would send),
 * where encodeURIComponent would throw.
 */
export function percentEncode(value: string): string {
  let out = '';
  for (const ch of value) {
    const cp = ch.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9\-_.~]$/.test(ch)) out += ch;
    else {
      const bytes =
        cp < 0x80
          ? [cp]
          : cp < 0x800
            ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
            : cp < 0x10000
              ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
              : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
    }
  }
  return out;
}

/** Path parameter text: not an id in every way a router or a parser could misread. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999999',
    '0x1f',
    '%201',
    '1%20',
    '+1',
    '01',
    'abc',
    'null',
    'undefined',
  ),
  fc.constantFrom(
    '%00',
    '%F0%9F%98%80',
    '%E2%80%AE',
    '..',
    '%2e%2e',
    '%2F',
    '%25',
    '%ZZ',
    'a'.repeat(200),
    '1;drop',
    "1'--",
    '1%3Fx=1',
    '1%23',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }).map(percentEncode),
);

/** Bodies that are not valid JSON, or valid JSON that a parser could choke on. */
export const hostileRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '[',
    '{"a":}',
    '{"a" 1}',
    'nul',
    'tru',
    '"',
    "{'a':1}",
    '{"a":1}garbage',
    '\ufeff{}',
    '{"a":1,}',
    '[1,]',
    'NaN',
    '-',
    '1e999999',
  ),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"}}',
    '{"a":{"__proto__":{"polluted":"yes"}}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '[{"__proto__":{}}]',
  ),
  fc.constantFrom('{"title":"\\u0000"}', '{"name":"\\ud800"}', '{"content":"\\udfff\\ud800"}', '"\\u0000"'),
  fc.constantFrom(5_000, 200_000).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`),
  fc.constantFrom(3_000).map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

/** A body just over the 1 MiB limit (built once: it is large). */
export const OVERSIZED_BODY = JSON.stringify({ name: big(1024 * 1024) });

export const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json, text/plain',
];
