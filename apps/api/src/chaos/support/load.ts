import { ErrorBody } from '@atria/contracts';
import { sleep } from './processes';

export interface Sample {
  at: number;
  kind: string;
  /** 0 when the request failed below HTTP (refused, reset). */
  status: number;
  body: unknown;
  error?: string;
  /** For message sends: the content sent. */
  content?: string;
}

export interface LoadRequest {
  kind: string;
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  content?: string;
}

/** One HTTP call, never throwing: transport failures become status 0. */
export async function hit(baseUrl: string, r: LoadRequest, timeoutMs = 15_000): Promise<Sample> {
  const at = Date.now();
  try {
    const res = await fetch(`${baseUrl}${r.path}`, {
      method: r.method,
      headers: {
        ...(r.token ? { authorization: `Bearer ${r.token}` } : {}),
        ...(r.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: r.body !== undefined ? JSON.stringify(r.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text, and the checks will say so
    }
    return { at, kind: r.kind, status: res.status, body, content: r.content };
  } catch (err) {
    return {
      at,
      kind: r.kind,
      status: 0,
      body: null,
      error: String((err as { cause?: unknown }).cause ?? err),
      content: r.content,
    };
  }
}

/** `workers` loops sending `next()` requests until `stop.now`, each pausing `pauseMs` between calls. */
export async function runLoad(
  baseUrl: string,
  workers: number,
  next: () => LoadRequest,
  stop: { now: boolean },
  samples: Sample[],
  pauseMs = 10,
): Promise<void> {
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stop.now) {
        samples.push(await hit(baseUrl, next()));
        await sleep(pauseMs);
      }
    }),
  );
}

/** True when `body` is the API's error body with that status (and code, when given). */
export function isErrorBody(body: unknown, status: number, code?: string): boolean {
  const parsed = ErrorBody.safeParse(body);
  return parsed.success && parsed.data.status === status && (code === undefined || parsed.data.code === code);
}

/** A compact count of outcomes, for messages: `{ "GET orgs 200": 31, ... }`. */
export function tally(samples: Sample[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of samples) {
    const key = `${s.kind} ${s.status}${s.error ? ` ${s.error.slice(0, 60)}` : ''}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}
