// Personal calendar feed: one person with 500 bookmarked sessions (and 20 they speak at) across 10 events in 10
// zones, polled at 20 connections, from the real app's route (apps/api/src/bench/calendar-feed-server.ts, run
// with tsx, seeds the data and serves it). Measured side by side with a bare
// node:http server answering the same bytes, alternating feed, bare, feed, bare...: full feeds (200) and
// current copies (If-None-Match, 304). Server and bare server on core 0, the load generator on core 1.
// Usage: node bench/calendar-feed.mjs   (BENCH_RUNS, BENCH_SECONDS; BENCH_DATABASE_URL as for the others)
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { gzipSync } from 'node:zlib';
import { groupCpuMs } from './lib/cpu.mjs';
import { loadAverage } from './lib/harness.mjs';
import { dropDatabase, freshDatabase, median, pinSelf, root, round, sleep } from './lib/common.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const FEED_PORT = 3471;
const BARE_PORT = 3472;

function load(url, headers, expected) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => {
      if (err) return reject(err);
      const wrong = expected === 304 ? r.requests.total - (r['3xx'] ?? 0) : r.non2xx;
      if (wrong > 0 || r.errors > 0)
        return reject(new Error(`${url}: ${wrong} unexpected statuses, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total });
    });
  });
}

function startFeedServer(databaseUrl) {
  const child = spawn(
    'taskset',
    [
      '-c',
      '0',
      'pnpm',
      'exec',
      'tsx',
      'src/bench/calendar-feed-server.ts',
      '--database-url',
      databaseUrl,
      '--port',
      String(FEED_PORT),
    ],
    {
      cwd: join(root, 'apps/api'),
      stdio: ['ignore', 'pipe', 'inherit'],
      detached: true,
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve({ child, ...JSON.parse(line.slice(6)) });
    });
    child.on('exit', (code) => reject(new Error(`feed server exited with ${code}`)));
  });
}

/** The limit: the same bytes from a bare node:http server (the gzipped ones, made once, when gzip is accepted). */
async function startBare(etag, body) {
  const dir = mkdtempSync(join(tmpdir(), 'atria-bare-'));
  writeFileSync(join(dir, 'body'), body);
  writeFileSync(join(dir, 'body.gz'), gzipSync(body, { level: 9 }));
  const script = `const fs=require('fs');const b=fs.readFileSync(${JSON.stringify(join(dir, 'body'))});const z=fs.readFileSync(${JSON.stringify(join(dir, 'body.gz'))});const e=${JSON.stringify(etag)};require('http').createServer((q,s)=>{if(q.headers['if-none-match']===e){s.writeHead(304,{etag:e});return s.end()}const g=/gzip/.test(q.headers['accept-encoding']||'');const x=g?z:b;s.writeHead(200,{'content-type':'text/calendar; charset=utf-8','content-length':x.length,etag:g?'W/'+e:e,...(g?{'content-encoding':'gzip'}:{})});s.end(x)}).listen(${BARE_PORT},'127.0.0.1')`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${BARE_PORT}/`);
      return child;
    } catch {
      await sleep(30);
    }
  }
  throw new Error('bare server did not start');
}

pinSelf();
const db = freshDatabase('external');
let feed;
let bare;
try {
  feed = await startFeedServer(db.env.DATABASE_URL);
  const url = `http://127.0.0.1:${FEED_PORT}${feed.path}`;
  const first = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = await first.text();
  const etag = first.headers.get('etag');
  const entries = body.split('BEGIN:VEVENT').length - 1;
  bare = await startBare(etag, body);
  const bareUrl = `http://127.0.0.1:${BARE_PORT}/`;
  const results = {};
  const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const gzipBytes = Number(zipped.headers.get('content-length'));
  if (zipped.headers.get('content-encoding') !== 'gzip') throw new Error('the feed was not gzipped');
  await zipped.arrayBuffer();
  for (const [name, headers, expected] of [
    ['full feed (200)', {}, 200],
    ['full feed, gzip (200)', { 'accept-encoding': 'gzip' }, 200],
    ['current copy (304)', { 'if-none-match': etag }, 304],
  ]) {
    const api = [];
    const plain = [];
    for (let i = 0; i < RUNS; i += 1) {
      const cpuBefore = groupCpuMs(feed.child.pid);
      const run = await load(url, headers, expected);
      api.push({ ...run, cpu: (groupCpuMs(feed.child.pid) - cpuBefore) / run.requests });
      plain.push(await load(bareUrl, headers, expected));
    }
    const ratio = median(api.map((a, i) => a.rps / (plain[i]?.rps ?? 1)));
    results[name] = {
      rps: round(median(api.map((a) => a.rps)), 0),
      p50: median(api.map((a) => a.p50)),
      p99: median(api.map((a) => a.p99)),
      p99s: api.map((a) => a.p99),
      cpuMsPerRequest: round(median(api.map((a) => a.cpu)), 3),
      loadavg: loadAverage(),
      bareRps: round(median(plain.map((a) => a.rps)), 0),
      bareP99: median(plain.map((a) => a.p99)),
      ratio: round(ratio, 3),
    };
  }
  const cold = [...feed.coldMs].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        bytes: Buffer.byteLength(body),
        gzipBytes,
        entries,
        coldRenderMs: { all: feed.coldMs, median: median(cold) },
        serviceMs: feed.service,
        connections: CONNECTIONS,
        runs: RUNS,
        seconds: DURATION,
        results,
      },
      null,
      2,
    ),
  );
  const worst = Math.max(...Object.values(results).map((r) => r.p99));
  console.log(worst <= 50 ? `p99 ${worst} ms <= 50 ms: met` : `p99 ${worst} ms > 50 ms: NOT met`);
} finally {
  if (bare) bare.kill();
  if (feed) process.kill(-feed.child.pid, 'SIGTERM');
  await sleep(500);
  dropDatabase(db);
}
