import fc from 'fast-check';
import { hostileValue, withOwnKey } from './hostile';

/** The JSON Schema subset the contracts produce: OpenAPI 3.0 (routes) and draft 2020-12 (socket payloads). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  maxItems?: number;
}

const SHAPED: [RegExp, fc.Arbitrary<string>][] = [
  [
    /\\d\{4\}-\\d\{2\}-\\d\{2\}/,
    fc.oneof(
      fc
        .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      fc.constantFrom('2031-02-29', '2030-02-31', '0001-01-01', '2031-1-1'),
    ),
  ],
  [
    /\[01\]\\d\|2\[0-3\]/,
    fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 25 }), fc.integer({ min: 0, max: 61 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`),
      fc.constantFrom('09:00:00', '23:59:59', '00:00'),
    ),
  ],
  [/#\[0-9a-fA-F\]/, fc.oneof(fc.stringMatching(/^#[0-9a-f]{6}$/), fc.constantFrom('#fff', 'red', '#12345g'))],
  [
    /\\d\{1,10\}/,
    fc.oneof(fc.integer({ min: 0, max: 3_000_000_000 }).map(String), fc.constantFrom('00001', '9999999999')),
  ],
];

/** Characters that storage, rendering or parsing get wrong; text fields get one of them often. */
const EDGE = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e',
  '\u200b',
  '\ufeff',
  '👩‍👩‍👧',
  '\r\n',
  '<img src=x onerror=alert(1)>',
  "'",
  '"',
  '\\',
  '%00',
  '\u0301',
];

const spiced = (min: number, max: number): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(Math.min(max, 30), min, 1) }),
      fc.constantFrom(...EDGE),
      fc.nat(),
    )
    .map(([s, edge, at]) => {
      const i = at % (s.length + 1);
      return `${s.slice(0, i)}${edge}${s.slice(i)}`;
    });

const text = (min: number, max: number): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: spiced(min, max) },
    { weight: 6, arbitrary: fc.string({ minLength: min, maxLength: Math.min(max, 40) }) },
    { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 20) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: min, maxLength: Math.min(max, 20) }) },
    { weight: 1, arbitrary: fc.constantFrom(max, max + 1).map((n) => 'x'.repeat(Math.min(n, 100_000))) },
  );

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email')
    return fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'no-at-sign', ' A@EXAMPLE.TEST ', 'x@y.z'));
  if (s.format === 'uri')
    return fc.oneof(
      fc.webUrl(),
      fc.constantFrom('javascript:alert(1)', 'data:text/html,<script>', 'ftp://x.y', 'http://', '//evil.test'),
    );
  const shaped = s.pattern ? SHAPED.find(([re]) => re.test(s.pattern ?? '')) : undefined;
  if (shaped) return shaped[1];
  return text(s.minLength ?? 0, s.maxLength ?? 200);
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exMin = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const exMax = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : undefined;
  const min = Math.max(s.minimum ?? exMin ?? -1e6, -(2 ** 40));
  const max = Math.min(s.maximum ?? exMax ?? 1e6, 2 ** 40);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { weight: 5, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(min - 1, max + 1, min, max, 0) },
  );
}

/**
 * Values shaped like `schema` — mostly valid, often at or just past its bounds — so that requests get past
 * validation into the handlers, where the interesting failures are.
 */
export function arbitraryFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const base = baseFor(schema, depth);
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function baseFor(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const branches = s.anyOf ?? s.oneOf ?? (s.allOf ? s.allOf.slice(0, 1) : undefined);
  if (branches && branches.length > 0) return fc.oneof(...branches.map((b) => arbitraryFor(b, depth + 1)));
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => arbitraryFor({ ...s, type }, depth + 1)));
  switch (types[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'string':
      return stringFor(s);
    case 'array':
      return depth > 6
        ? fc.constant([])
        : fc.array(arbitraryFor(s.items ?? {}, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object': {
      if (depth > 6 || !s.properties) return fc.constant({});
      const model = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, arbitraryFor(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in model) });
    }
    default:
      return hostileValue;
  }
}

type Mutation = 'replace' | 'delete' | 'extra' | 'proto' | 'constructor';

/** Every object and array inside `value`, the root first. */
function containers(value: unknown): (Record<string, unknown> | unknown[])[] {
  const out: (Record<string, unknown> | unknown[])[] = [];
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (v !== null && typeof v === 'object') {
      out.push(v as Record<string, unknown>);
      stack.push(...Object.values(v));
    }
  }
  return out;
}

/** Breaks one place of a (copied) valid value: a wrong value, a missing or extra key, a prototype key. */
export function mutate(valid: unknown, hostile: unknown, pick: number, op: Mutation): unknown {
  const root: unknown = valid === undefined ? {} : structuredClone(valid);
  const spots = containers(root);
  const spot = spots[pick % Math.max(spots.length, 1)];
  if (!spot) return hostile;
  const keys = Object.keys(spot);
  const key = keys[pick % Math.max(keys.length, 1)];
  if (op === 'replace' && key !== undefined) (spot as Record<string, unknown>)[key] = hostile;
  else if (op === 'delete' && key !== undefined && !Array.isArray(spot)) delete (spot as Record<string, unknown>)[key];
  else if (op === 'proto' && !Array.isArray(spot)) withOwnKey(spot, '__proto__', { polluted: 'yes', role: 'OWNER' });
  else if (op === 'constructor' && !Array.isArray(spot))
    withOwnKey(spot, 'constructor', { prototype: { polluted: 'yes' } });
  else if (Array.isArray(spot)) spot.push(hostile);
  else spot[`extra_${pick % 7}`] = hostile;
  return root;
}

/** A value for `schema`: valid-looking most of the time, broken in one place otherwise. */
export function fuzzedValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const valid = arbitraryFor(schema);
  const broken = fc
    .tuple(
      valid,
      hostileValue,
      fc.nat(),
      fc.constantFrom<Mutation>('replace', 'replace', 'replace', 'delete', 'extra', 'proto', 'constructor'),
    )
    .map(([v, h, pick, op]) => mutate(v, h, pick, op));
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 3, arbitrary: broken },
    { weight: 1, arbitrary: hostileValue },
  );
}
