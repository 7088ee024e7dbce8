// A profiling aid for the benchmarks, loaded into the API with
//   BENCH_SERVER_NODE_ARGS="--import ./bench/lib/server-timing.mjs" BENCH_SERVER_TIMING_DIR=/tmp/timing
// It times, inside the server, every request by route (method and path with numbers as `:n`), every statement
// sent to PostgreSQL (with its text), every wait for a pooled connection, the event loop's stalls and the
// garbage collector's pauses, and writes a summary to BENCH_SERVER_TIMING_DIR/timing-<pid>.txt when the
// server exits. The requests over 40 ms are listed with their start (ms since the process began), to line
// them up with the stalls and with the session edits (`puts`). Not for production: it wraps node:http and pg.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

const dir = process.env.BENCH_SERVER_TIMING_DIR ?? '/tmp';
const t0 = performance.now();
const byRoute = new Map();
const slow = [];
const puts = [];
const statements = [];
const poolWaits = [];
const texts = new Map();
const stalls = [];
const pauses = [];

const push = (map, key, value) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    const start = performance.now();
    const route = `${req.method} ${req.url.replace(/\?.*/, '').replace(/\d+/g, ':n')}`;
    if (req.method === 'PUT') puts.push(Math.round(start - t0));
    res.once('finish', () => {
      const took = performance.now() - start;
      push(byRoute, route, took);
      if (took > 40) slow.push([Math.round(start - t0), Math.round(took), route]);
    });
  }
  return emit.apply(this, arguments);
};

// pg as the API resolves it (the built server imports it from apps/api).
const fromApi = createRequire(join(dirname(fileURLToPath(import.meta.url)), '../../apps/api/package.json'));
const pg = fromApi('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const start = performance.now();
  const text = (typeof config === 'string' ? config : (config?.text ?? config?.name ?? '?')).replace(/\s+/g, ' ');
  texts.set(text.slice(0, 100), (texts.get(text.slice(0, 100)) ?? 0) + 1);
  const done = () => statements.push(performance.now() - start);
  const last = rest.length - 1;
  if (typeof rest[last] === 'function') {
    const callback = rest[last];
    rest[last] = function () {
      done();
      return callback.apply(this, arguments);
    };
  } else if (config && typeof config.callback === 'function') {
    const callback = config.callback;
    config.callback = function () {
      done();
      return callback.apply(this, arguments);
    };
  }
  const result = query.call(this, config, ...rest);
  if (result && typeof result.then === 'function') result.then(done, () => {});
  return result;
};
const connect = pg.Pool.prototype.connect;
pg.Pool.prototype.connect = function (callback) {
  const start = performance.now();
  const waited = () => poolWaits.push(performance.now() - start);
  if (callback)
    return connect.call(this, (err, client, release) => {
      waited();
      callback(err, client, release);
    });
  return connect.call(this).then((client) => {
    waited();
    return client;
  });
};

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let tick = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - tick > 40) stalls.push([Math.round(tick - t0), Math.round(now - tick - 10)]);
  tick = now;
}, 10).unref();
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) pauses.push([Math.round(e.startTime - t0), e.duration, e.detail?.kind]);
}).observe({ entryTypes: ['gc'] });

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0);
  return `n=${sorted.length} p50=${at(50).toFixed(1)} p90=${at(90).toFixed(1)} p99=${at(99).toFixed(1)} max=${at(100).toFixed(1)}`;
}

let written = false;
function write() {
  if (written) return;
  written = true;
  const lines = [...byRoute].sort((a, b) => b[1].length - a[1].length).map(([route, v]) => `${route} ${summary(v)}`);
  lines.push(`statements ${summary(statements)}`);
  lines.push(`waits for a pooled connection ${summary(poolWaits)}`);
  lines.push(
    `event loop delay p50=${(delay.percentile(50) / 1e6).toFixed(1)} p99=${(delay.percentile(99) / 1e6).toFixed(1)}`,
  );
  lines.push(`gc ${summary(pauses.map((p) => p[1]))} over 10 ms: ${JSON.stringify(pauses.filter((p) => p[1] > 10))}`);
  lines.push('statement texts (count, start):');
  for (const [text, n] of [...texts].sort((a, b) => b[1] - a[1]).slice(0, 30)) lines.push(`  ${n} ${text}`);
  lines.push(`stalls [start, ms]: ${JSON.stringify(stalls)}`);
  lines.push(`puts [start]: ${JSON.stringify(puts)}`);
  lines.push(`slow [start, ms, route]: ${JSON.stringify(slow)}`);
  writeFileSync(join(dir, `timing-${process.pid}.txt`), lines.join('\n') + '\n');
}
process.on('SIGTERM', write); // the server's own handler still runs and exits
process.on('exit', write);
