import { ErrorBody } from '@atria/contracts';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { ACTORS, type SignedInActor, type World } from '../world';
import { CONTENT_TYPES, OVERSIZED_BODY, hostileParam, hostileRawBody, hostileValue, percentEncode } from './hostile';
import { fuzzedValue, type JsonSchema } from './schema-arbitrary';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route as the OpenAPI document (generated from the contracts' schemas) describes it. */
export interface RouteSpec {
  method: Method;
  /** `/api/events/{eventId}/users` */
  path: string;
  params: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** An upload route's media types (its body is the file itself, not JSON), e.g. `image/*`, `text/csv`. */
  upload?: string[];
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema } | undefined> };
}

/** The media types of a body documented as a binary file (an upload route), or undefined. */
function uploadTypes(op: OpenApiOperation): string[] | undefined {
  const types = Object.entries(op.requestBody?.content ?? {})
    .filter(([, c]) => c?.schema?.format === 'binary')
    .map(([type]) => type);
  return types.length > 0 ? types : undefined;
}

/** Every API route with its parameter and body schemas, read from the app's own OpenAPI document. */
export function routesOf(app: FastifyInstance): RouteSpec[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase() as Method,
        path,
        params: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema,
        upload: uploadTypes(op),
      })),
  );
}

type Credential =
  { kind: 'access' | 'refresh'; actor: SignedInActor } | { kind: 'none' } | { kind: 'header'; value: string };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string }
  | { kind: 'bytes'; bytes: Uint8Array; contentType: string | null };

export interface FuzzRequest {
  route: RouteSpec;
  /** `world` resolves to an id of the current world; anything else is sent as is. */
  params: Record<string, string>;
  query: [string, string][];
  body: Body;
  credential: Credential;
  /** Picks among the world's people for `userId` parameters. */
  pick: number;
}

const signedIn = ACTORS.filter((a): a is SignedInActor => a !== 'anon');
// Mostly the actors who may do the most, so that requests get past the permission checks into the writes.
const powerful: SignedInActor[] = ['orgOwner', 'orgOwner', 'orgOwner', 'evAdmin', 'participant', 'evSpeaker'];
const credential: fc.Arbitrary<Credential> = fc.oneof(
  { weight: 9, arbitrary: fc.constantFrom(...powerful).map((actor) => ({ kind: 'access' as const, actor })) },
  { weight: 3, arbitrary: fc.constantFrom(...signedIn).map((actor) => ({ kind: 'access' as const, actor })) },
  { weight: 1, arbitrary: fc.constantFrom(...signedIn).map((actor) => ({ kind: 'refresh' as const, actor })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom(
        'Bearer',
        'Bearer x.y.z',
        'Basic YTpi',
        'bearer  ',
        `Bearer ${'a'.repeat(5_000)}`,
        'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwidHlwZSI6ImFjY2VzcyJ9.',
      )
      .map((value) => ({ kind: 'header' as const, value })),
  },
);

const EXTRA_QUERY: [string, string][] = [
  ['__proto__', 'x'],
  ['constructor[prototype][polluted]', 'yes'],
  ['extra', 'x'],
  ['page[]', '1'],
];

const queryValue = (schema: JsonSchema): fc.Arbitrary<string[]> =>
  fc.oneof(
    { weight: 4, arbitrary: fuzzedValue(schema).map((v) => [typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom('1', '2', 'x', ''), { minLength: 2, maxLength: 3 }) },
  );

/** A request for `route`: world ids or hostile path text, fuzzed query and body, some credential. */
export function requestFor(route: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const params = fc.record(
    Object.fromEntries(
      route.params.map((p) => [
        p,
        fc.oneof({ weight: 6, arbitrary: fc.constant('world') }, { weight: 1, arbitrary: hostileParam }),
      ]),
    ),
  );
  const parts: fc.Arbitrary<[string, string][]>[] = [
    ...Object.entries(route.query).map(([name, schema]) =>
      fc.option(
        queryValue(schema).map((vs) => vs.map((v): [string, string] => [name, v])),
        { nil: [] },
      ),
    ),
    fc.option(
      fc.constantFrom(...EXTRA_QUERY).map((p) => [p]),
      { nil: [] },
    ),
  ];
  const query = fc.tuple(...parts).map((ps) => ps.flat());
  const body: fc.Arbitrary<Body> = route.upload
    ? uploadBody(route.upload)
    : route.body
      ? fc.oneof(
          {
            weight: 8,
            arbitrary: fuzzedValue(route.body).map((value): Body => ({
              kind: 'json',
              value,
              contentType: 'application/json',
            })),
          },
          { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
          {
            weight: 1,
            arbitrary: fc
              .tuple(hostileValue, fc.constantFrom(...CONTENT_TYPES))
              .map(([value, contentType]): Body => ({ kind: 'json', value, contentType })),
          },
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant<Body>({ kind: 'none' }) },
          {
            weight: 1,
            arbitrary: hostileValue.map((value): Body => ({ kind: 'json', value, contentType: 'application/json' })),
          },
        );
  return fc.record({ route: fc.constant(route), params, query, body, credential, pick: fc.nat() });
}

/** `image/*` as the concrete types a client may send for it, the others as they are. */
const concreteTypes = (types: string[]): string[] =>
  types.flatMap((t) =>
    t.endsWith('/*')
      ? ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif', 'image/svg+xml', 'image/x-unknown']
      : [t],
  );

/** Magic numbers and near-files: the start of a real PNG, JPEG, GIF, RIFF/WebP, a CSV header, a BOM. */
const FILE_STARTS = [
  '\x89PNG\r\n\x1a\n',
  '\xff\xd8\xff\xe0',
  'GIF89a',
  'RIFF\x00\x00\x00\x00WEBPVP8 ',
  'email,first name,last name\n',
  '\ufeffemail\n',
].map((s) => Buffer.from(s, 'latin1'));

/**
 * An upload route's body: no body at all, or random bytes (alone or after a real file's first bytes) sent as one
 * of the route's own media types, a hostile one, or with no Content-Type. None of it may answer 5xx.
 */
function uploadBody(types: string[]): fc.Arbitrary<Body> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2_048 }),
    fc
      .tuple(fc.constantFrom(...FILE_STARTS), fc.uint8Array({ maxLength: 512 }))
      .map(([start, rest]) => Buffer.concat([start, rest])),
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...concreteTypes(types)) },
    { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
    { weight: 1, arbitrary: fc.constant(null) },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(bytes, contentType)
        .map(([b, type]): Body => ({ kind: 'bytes', bytes: b, contentType: type })),
    },
  );
}

/** Raw bytes where JSON is expected: malformed, pathological, oversized, or of another media type. */
export function rawRequestFor(route: RouteSpec): fc.Arbitrary<FuzzRequest> {
  const raw = fc.oneof(
    { weight: 12, arbitrary: fc.tuple(hostileRawBody, fc.constantFrom(...CONTENT_TYPES)) },
    { weight: 1, arbitrary: fc.constant<[string, string]>([OVERSIZED_BODY, 'application/json']) },
  );
  return fc.record({
    route: fc.constant(route),
    params: fc.constant(Object.fromEntries(route.params.map((p) => [p, 'world']))),
    query: fc.constant([]),
    body: raw.map(([text, contentType]): Body => ({ kind: 'raw', text, contentType })),
    credential: fc.constantFrom<Credential>(
      { kind: 'access', actor: 'orgOwner' },
      { kind: 'access', actor: 'participant' },
      { kind: 'none' },
    ),
    pick: fc.nat(),
  });
}

const PEOPLE_FOR_IDS = [
  'orgOwner',
  'orgMember',
  'colleague',
  'evSpeaker',
  'guest',
  'peer',
  'invitee',
  'stranger',
] as const;

function paramValue(w: World, route: RouteSpec, name: string, pick: number): string {
  const segment = route.path.split('/').at(route.path.split('/').indexOf(`{${name}}`) - 1);
  const byName: Record<string, number | string> = {
    orgId: w.orgId,
    eventId: w.eventId,
    sessionId: w.sessionId,
    token: w.invitationToken,
  };
  const byCollection: Record<string, number> = {
    organizations: w.orgId,
    events: w.eventId,
    sessions: w.sessionId,
    threads: w.threadId,
  };
  const person = w.ids[PEOPLE_FOR_IDS[pick % PEOPLE_FOR_IDS.length] ?? 'orgOwner'];
  return String(byName[name] ?? (name === 'id' && segment ? byCollection[segment] : undefined) ?? person);
}

export interface Outcome {
  status: number;
  /** Why the answer breaks the rules, or null. */
  problem: string | null;
}

/** Sends the request in world `w` and checks the answer: no 5xx, and every refusal in the error body. */
export async function send(app: FastifyInstance, w: World, r: FuzzRequest): Promise<Outcome> {
  let path = r.route.path;
  for (const name of r.route.params) {
    const given = r.params[name] ?? 'world';
    path = path.replace(`{${name}}`, given === 'world' ? paramValue(w, r.route, name, r.pick) : given);
  }
  const qs = r.query.map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`).join('&');
  const c = r.credential;
  const authorization =
    c.kind === 'access' || c.kind === 'refresh'
      ? `Bearer ${w.tokens[c.actor][c.kind]}`
      : c.kind === 'header'
        ? c.value
        : undefined;
  const headers: Record<string, string> = authorization ? { authorization } : {};
  let payload: string | Buffer | undefined;
  if (r.body.kind === 'bytes') {
    if (r.body.contentType !== null) headers['content-type'] = r.body.contentType;
    payload = Buffer.from(r.body.bytes);
  } else if (r.body.kind !== 'none') {
    headers['content-type'] = r.body.contentType;
    payload = r.body.kind === 'raw' ? r.body.text : (JSON.stringify(r.body.value) ?? 'null');
  }
  const res = await app.inject({ method: r.route.method, url: qs ? `${path}?${qs}` : path, headers, payload });
  if (res.statusCode >= 500)
    return { status: res.statusCode, problem: `answered ${res.statusCode}: ${res.body.slice(0, 300)}` };
  if (res.statusCode < 400) return { status: res.statusCode, problem: null };
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return { status: res.statusCode, problem: `refusal is not JSON: ${res.body.slice(0, 200)}` };
  }
  const parsed = ErrorBody.safeParse(body);
  if (!parsed.success || parsed.data.status !== res.statusCode)
    return { status: res.statusCode, problem: `refusal is not the error body: ${res.body.slice(0, 200)}` };
  return { status: res.statusCode, problem: null };
}
