// HTTP: autocannon against three read endpoints, on the machine's PostgreSQL and on the embedded one, each side by side with a bare
// node:http server answering the same bytes (the limit). Runs alternate API, bare, API, bare...; figures are
// medians. Server and bare server on core 0, the load generator on core 1.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { dropDatabase, freshDatabase, median, pinSelf, round, seed, sleep, startServer, stopServer } from './lib/common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
    });
  });
}

/** A bare node:http server on core 0 answering every request with the captured bytes. */
async function startBare(port, contentType, body) {
  const dir = mkdtempSync(join(tmpdir(), 'atria-bare-'));
  writeFileSync(join(dir, 'body'), body);
  const script = `const fs=require('fs');const b=fs.readFileSync(${JSON.stringify(join(dir, 'body'))});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':${JSON.stringify(contentType)},'content-length':b.length});s.end(b)}).listen(${port},'127.0.0.1')`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
      return child;
    } catch {
      await sleep(30);
    }
  }
  throw new Error('bare server did not start');
}

export async function benchHttp(kinds = ['postgres', 'embedded']) {
  pinSelf();
  const rows = [];
  for (const kind of kinds) {
    const db = freshDatabase(kind);
    const data = seed(db);
    const server = await startServer(3911, db.env);
    try {
      const login = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: data.benchEmail, password: data.benchPassword }) });
      const { access_token } = await login.json();
      const headers = { authorization: `Bearer ${access_token}` };
      const endpoints = [
        `/api/events/${data.eventId}/sessions?day_number=1`,
        `/api/events/${data.eventId}`,
        '/api/direct-messages/threads',
      ];
      for (const path of endpoints) {
        const sample = await fetch(server.url + path, { headers });
        const body = Buffer.from(await sample.arrayBuffer());
        const bare = await startBare(3912, sample.headers.get('content-type') ?? 'application/json', body);
        const api = [];
        const limit = [];
        await load(server.url + path, headers); // warm-up
        for (let i = 0; i < RUNS; i += 1) {
          api.push(await load(server.url + path, headers));
          limit.push(await load('http://127.0.0.1:3912/', {}));
        }
        bare.kill('SIGKILL');
        const rps = median(api.map((r) => r.rps));
        const bareRps = median(limit.map((r) => r.rps));
        rows.push({
          database: kind,
          endpoint: path.replace(/\/\d+/g, '/{id}'),
          bytes: body.length,
          rps: round(rps, 0),
          p50: median(api.map((r) => r.p50)),
          p99: median(api.map((r) => r.p99)),
          bare_rps: round(bareRps, 0),
          bare_p99: median(limit.map((r) => r.p99)),
          ratio: round(rps / bareRps, 3),
        });
      }
    } finally {
      await stopServer(server);
      dropDatabase(db);
    }
  }
  return rows;
}

export function formatHttp(rows) {
  const lines = ['| database | endpoint | req/s | p50 ms | p99 ms | bare req/s | bare p99 ms | ratio |', '|---|---|---|---|---|---|---|---|'];
  for (const r of rows) lines.push(`| ${r.database} | \`GET ${r.endpoint}\` (${r.bytes} B) | ${r.rps} | ${r.p50} | ${r.p99} | ${r.bare_rps} | ${r.bare_p99} | ${r.ratio} |`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(formatHttp(await benchHttp(process.argv.slice(2).length ? process.argv.slice(2) : undefined)));
}
