import { ErrorBody, SocketError, type ClientEventName } from '@atria/contracts';
import type { FastifyInstance } from 'fastify';
import { connectAs, connectClient, request, waitFor } from '../test/socket-client';
import { HTTP_CALLS, SOCKET_CALLS } from './matrix-requests';
import { ACTORS, buildWorld, type ActorName, type World } from './world';

/**
 * Cells are written as the status the call must answer (sockets: 200 for a successful acknowledgement, the
 * error's status otherwise, 401 for the `auth_required` an anonymous socket gets at connection). A refusal
 * that changed the database is shown as e.g. `403!`, one whose body is not the error body as `403?`.
 */
export type Cell = string;

/** The twelve cells of a table row, whatever the spacing and the `|` group separators. */
export function parseRow(row: string): Cell[] {
  const cells = row.split(/\s+/).filter((c) => c !== '' && c !== '|');
  if (cells.length !== ACTORS.length) throw new Error(`matrix row needs ${ACTORS.length} cells: '${row}'`);
  return cells;
}

/** Cells in the table's layout, so that a failing row reads like the table. */
export function renderRow(cells: Cell[]): string {
  const groups = [cells.slice(0, 2), cells.slice(2, 5), cells.slice(5, 10), cells.slice(10)];
  return groups.map((g) => g.map((c) => c.padEnd(4)).join(' ')).join(' | ');
}

export interface MatrixContext {
  app: FastifyInstance;
  baseUrl: string;
  /** Committed row writes so far (write-counter.ts). */
  writes: () => Promise<number>;
}

/** Runs one call per actor, each in a world that no earlier successful write has touched. */
async function runRow(
  ctx: MatrixContext,
  call: (w: World, actor: ActorName) => Promise<{ status: number; errorShapeOk: boolean }>,
): Promise<string> {
  const cells: Cell[] = [];
  let world: World | undefined;
  for (const actor of ACTORS) {
    world ??= await buildWorld(ctx.app);
    const before = await ctx.writes();
    const { status, errorShapeOk } = await call(world, actor);
    const changed = (await ctx.writes()) !== before;
    const refused = status >= 400;
    cells.push(`${status}${refused && changed ? '!' : ''}${refused && !errorShapeOk ? '?' : ''}`);
    if (changed) world = undefined;
  }
  return renderRow(cells);
}

/** The HTTP row of `route` (`METHOD /api/...`), rendered like the table. */
export async function runHttpRow(ctx: MatrixContext, route: string): Promise<string> {
  const make = HTTP_CALLS[route];
  if (!make) throw new Error(`no request for ${route}`);
  const method = route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  return runRow(ctx, async (w, actor) => {
    const c = make(w);
    const tokens = actor === 'anon' ? undefined : w.tokens[actor];
    const token = tokens && (c.credential === 'refresh' ? tokens.refresh : tokens.access);
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    if (c.raw) headers['content-type'] = c.raw.contentType;
    const res = await ctx.app.inject({ method, url: c.url, payload: c.raw ? c.raw.body : c.payload, headers });
    const parsed = res.statusCode >= 400 ? ErrorBody.safeParse(res.json()) : undefined;
    return { status: res.statusCode, errorShapeOk: parsed?.success === true && parsed.data.status === res.statusCode };
  });
}

/** The socket row of `event`: each actor connects with their access token and emits it with an ack. */
export async function runSocketRow(ctx: MatrixContext, event: ClientEventName): Promise<string> {
  return runRow(ctx, async (w, actor) => {
    if (actor === 'anon') {
      const socket = connectClient(ctx.baseUrl);
      try {
        await waitFor(socket, 'auth_required');
        return { status: 401, errorShapeOk: true };
      } finally {
        socket.disconnect();
      }
    }
    const socket = await connectAs(ctx.baseUrl, w.tokens[actor].access);
    try {
      const ack = await request(socket, event, SOCKET_CALLS[event](w));
      if (ack.ok) return { status: 200, errorShapeOk: true };
      return {
        status: ack.error.status,
        errorShapeOk: SocketError.safeParse(ack.error).success && ack.error.event === event,
      };
    } finally {
      socket.disconnect();
    }
  });
}

/** `/api/users/:id|:userId` and `/api/users/:userId` alike: parameter names do not matter for coverage. */
export const normalizeRoute = (route: string): string => route.replace(/:[A-Za-z]+(\|:[A-Za-z]+)*/g, ':');

/** Every API route the app registered (`METHOD /api/...`, HEAD and the docs UI left out), from its router. */
export function registeredApiRoutes(app: FastifyInstance): string[] {
  const out: string[] = [];
  const path: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    path.length = depth;
    path.push(m[2] ?? '');
    const full = path.join('');
    if (!full.startsWith('/api/') || full.startsWith('/api/docs')) continue;
    for (const method of (m[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') out.push(`${method} ${normalizeRoute(full)}`);
    }
  }
  return out.sort();
}
