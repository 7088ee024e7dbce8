// The HTTP harness the request benchmarks share (http, attendees, directory): autocannon against the API, and a
// bare node:http server on core 0 answering the same bytes (the limit the API is compared with).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sleep } from './common.mjs';

/**
 * One autocannon run. `path` is a fixed path (with `url` the server's origin) or a function giving every
 * request its own path, or its own `{ path, headers }` (another caller each time); any non-2xx answer or error
 * fails the run. Resolves { rps, p50, p99, requests }.
 */
export function load({ url, path, headers = {}, connections, duration }) {
  const each = (req) => {
    const next = path();
    return typeof next === 'string'
      ? { ...req, path: next }
      : { ...req, path: next.path, headers: { ...req.headers, ...next.headers } };
  };
  const opts =
    typeof path === 'function'
      ? { url, headers, requests: [{ setupRequest: each }] }
      : { url: path === undefined ? url : url + path, headers };
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...opts }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0)
        return reject(new Error(`${opts.url}: ${r.non2xx} non-2xx answers, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total });
    });
  });
}

/**
 * A bare node:http server on core 0 answering `GET /<i>` with `bodies[i]` (any other path: the first body),
 * with the content type given. Stop it with `.kill()`.
 */
export async function startBare(port, bodies, contentType = 'application/json; charset=utf-8') {
  const dir = mkdtempSync(join(tmpdir(), 'atria-bare-'));
  const paths = bodies.map((body, i) => {
    const p = join(dir, `b${i}`);
    writeFileSync(p, body);
    return p;
  });
  const script = `const fs=require('fs');const bs=${JSON.stringify(paths)}.map(p=>fs.readFileSync(p));require('http').createServer((q,s)=>{const b=bs[Number(q.url.slice(1))]||bs[0];s.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/0`);
      return child;
    } catch {
      await sleep(30);
    }
  }
  child.kill('SIGKILL');
  throw new Error('bare server did not start');
}

/** The machine's load average (1, 5, 15 minutes), printed beside every figure. */
export function loadAverage() {
  return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}
