// `pnpm bench [name...]`: runs the benchmarks (all by default) and prints their figures as Markdown, ready for
// bench/RESULTS.md. Each benchmark targets loopback only and stops by itself. Needs a build (`pnpm build`),
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and, for `cluster`, Redis.
// `flood` lifts the socket request limits for its first two rows (how the API behaved before them).
import { execFileSync } from 'node:child_process';
import { benchAttendees, formatAttendees } from './attendees.mjs';
import { benchDirectory, formatDirectory } from './directory.mjs';
import { benchFlood, formatFlood } from './flood.mjs';
import { formatHttp, benchHttp } from './http.mjs';
import { benchLive, formatLive } from './live.mjs';
import { benchMixed, formatMixed } from './mixed.mjs';
import { benchCluster, benchLatency, benchMemory } from './sockets.mjs';
import { benchStart } from './start.mjs';
import { benchTokens, formatTokens } from './tokens.mjs';
import { benchWeb } from './web.mjs';
import { benchWebhooks, formatWebhooks } from './webhooks.mjs';
import { root, round } from './lib/common.mjs';

const all = {
  http: async () =>
    `### HTTP (50 connections; medians of ${process.env.BENCH_RUNS ?? 5} alternating runs)\n\n${formatHttp(await benchHttp())}\n\nTargets: shared reads ≥ 0.25 × bare req/s, per-user reads ≥ 0.1 ×, every p99 ≤ 50 ms, the embedded database within 1.5 × of the external one.`,
  attendees: async () =>
    `### Attendees page (an event with ${Number(process.env.BENCH_PARTICIPANTS ?? 10_000).toLocaleString('en-US')} participants, 20 connections; medians of ${process.env.BENCH_RUNS ?? 3} alternating runs)\n\n${formatAttendees(await benchAttendees())}\n\nTarget: p99 ≤ 50 ms for search and page requests. "fresh" rows give every request its own URL, so none is answered from the read cache.`,
  mixed: async () => {
    const results = await benchMixed(['postgres', 'embedded']);
    const rows = results.map((r) => `#### ${r.database}\n\n${formatMixed(r)}`);
    const [ext, emb] = results;
    const versus =
      ext && emb
        ? `\n\nEmbedded ÷ external (of the ratios): ${round(emb.ratio / ext.ratio, 2)} (target ≥ 0.67, i.e. within 1.5 ×).`
        : '';
    return `### Mixed event day (50 connections; medians of ${process.env.BENCH_RUNS ?? 3} runs, alternating external API, its bare replay, embedded API, its bare replay...)\n\n${rows.join('\n\n')}${versus}\n\nTargets: ≥ 0.2 × the bare server replaying the same answers, p99 ≤ 50 ms.`;
  },
  queries: async () => {
    const out = execFileSync('pnpm', ['exec', 'tsx', 'src/bench/queries.ts'], { cwd: `${root}/apps/api` })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const rows = Object.entries(JSON.parse(out)).map(([k, v]) => `| \`${k}\` | ${v.rows1} | ${v.rows100} |`);
    return `### Statements per list request\n\n| endpoint | 1 row | 100 rows |\n|---|---|---|\n${rows.join('\n')}\n\nTarget: the same at 1 and 100 rows, ≤ 4.`;
  },
  jwt: async () => {
    const out = execFileSync('pnpm', ['exec', 'tsx', 'src/bench/jwt.ts'], { cwd: `${root}/apps/api` })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const rows = Object.entries(JSON.parse(out)).map(
      ([k, v]) => `| ${k} | ${v.opsPerSecond.toLocaleString('en')} | ${v.p99Micros} |`,
    );
    return `### Access tokens: jose (ours) beside @fastify/jwt, one process, one after the other\n\n| operation | ops/s | p99 µs |\n|---|---|---|\n${rows.join('\n')}\n\nRecorded in docs/architecture.md#authentication (why we keep our TokenSigner).`;
  },
  import: async () => {
    const out = execFileSync('pnpm', ['exec', 'tsx', 'src/bench/import-outbox.ts'], {
      cwd: `${root}/apps/api`,
      maxBuffer: 16 * 1024 * 1024,
    })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const r = JSON.parse(out);
    const d = r.delivery;
    return `### Attendee import and mail delivery (${r.rows.toLocaleString('en-US')} rows, ${r.file_kb} KB CSV)\n\n| step | time | peak RSS / heap | result |\n|---|---|---|---|\n| preview | ${r.preview.ms} ms | ${r.preview.peak_rss_mb} / ${r.preview.peak_heap_mb} MB | ${r.preview.errors} errors |\n| commit | ${r.commit.ms} ms | ${r.commit.peak_rss_mb} / ${r.commit.peak_heap_mb} MB | ${r.commit.added} added, ${r.commit.mails_queued} mails queued |\n| delivery, two workers | ${d.ms} ms (${d.per_second} mails/s) | | ${d.received} received, ${d.distinct} distinct, ${d.duplicated} duplicated, ${d.lost} lost |\n\nTargets: preview and commit ≤ 10 s each; no mail duplicated or lost.`;
  },
  webhooks: async () => formatWebhooks(benchWebhooks()),
  reminders: async () => {
    const out = execFileSync('pnpm', ['exec', 'tsx', 'src/bench/reminders.ts'], {
      cwd: `${root}/apps/api`,
      maxBuffer: 16 * 1024 * 1024,
    })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const r = JSON.parse(out);
    return `### Session reminders (${r.people.toLocaleString('en-US')} attendees, one session, ${r.instances} instances polling every ${r.poll_ms} ms)\n\n| what | count | distinct people | after its due moment: first / median / last |\n|---|---|---|---|\n| reminders claimed | ${r.reminders} | | |\n| in-app notifications | ${r.notifications} | ${r.notified_people} | ${r.notification_lag_s.first} / ${r.notification_lag_s.p50} / ${r.notification_lag_s.max} s |\n| mails queued / received | ${r.mails_queued} / ${r.mails_received} | ${r.mailed_people} / ${r.mails_distinct_recipients} (${r.mails_duplicated} duplicated) | ${r.mail_lag_s.first} / ${r.mail_lag_s.p50} / ${r.mail_lag_s.max} s |\n\nTarget: every reminder once, within 60 s of its time.`;
  },
  roundtrips: async () => {
    const out = execFileSync('taskset', ['-c', '1', 'pnpm', 'exec', 'tsx', 'src/bench/roundtrips.ts'], {
      cwd: `${root}/apps/api`,
    })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const rows = Object.entries(JSON.parse(out)).map(([k, v]) => `| ${k} | ${v.median} | ${v.runs.join(', ')} |`);
    return `### Round trips to PostgreSQL (10 connections; medians of ${process.env.BENCH_RUNS ?? 5} alternating 2-second runs)\n\n| server, what | median | each run |\n|---|---|---|\n${rows.join('\n')}`;
  },
  latency: async () => {
    const rows = await benchLatency();
    const lines = rows.map(
      (r) =>
        `| ${r.sockets} (${r.connected} connected) | ${r.rate} | ${r.api.sent} / ${r.api.received} / ${r.api.errors} (most lost in a run: ${r.api.lost}) | ${r.api.p50} | ${r.api.p99} | ${r.api.p99_runs.join(', ')} | ${r.relay.p50} | ${r.relay.p99} | ${r.relay.p99_runs.join(', ')} | ${r.ratio} | ${r.api.lag_p99} / ${r.relay.lag_p99} |`,
    );
    return `### DM latency, send → recipient's new_direct_message (medians of ${process.env.BENCH_DM_RUNS ?? 5} alternating runs: relay, API, relay, API...)\n\n| sockets | DM/s | sent / received / errors | p50 ms | p99 ms | p99 of each run (first = cold) | relay p50 | relay p99 | relay p99 of each run | p99 ÷ relay (median of the runs' ratios) | load generator's loop delay p99, API / relay runs (ms) |\n|---|---|---|---|---|---|---|---|---|---|---|\n${lines.join('\n')}\n\nTarget at 5,000 sockets and 500 DM/s: p99 ≤ 50 ms and ≤ 5 × the relay's p99.`;
  },
  memory: async () => {
    const r = await benchMemory();
    return `### Memory\n\n${r.sockets} idle authenticated sockets (${r.failed} failed): RSS ${r.rss_mb} MB (${r.rss_idle_mb} MB before they connected). Target ≤ 300 MB.`;
  },
  cluster: async () => {
    const r = await benchCluster();
    const row = (name, m) =>
      `| ${name} | ${m.p50} | ${m.p99} | ${m.p99_runs.join(', ')} | ${m.sent} / ${m.received} (most lost in a run: ${m.lost}) |`;
    return `### Two instances + Redis (${r.sockets} sockets, ${r.rate} DM/s, each pair split across instances; medians of ${process.env.BENCH_DM_RUNS ?? 5} alternating runs)\n\n| | p50 ms | p99 ms | p99 of each run | sent / received |\n|---|---|---|---|---|\n${row('one instance', r.single)}\n${row('two instances', r.cluster)}\n\nRatio (median of the runs' ratios) ${r.ratio} (target ≤ 1.5). Subscribers of 20 sampled user-room channels: ${r.room_subscribers.join(', ')} (1 = only the instance holding that user receives its DMs).`;
  },
  flood: async () =>
    `### Socket flood (one user floods a websocket; another user's reads at 100 req/s and /api/health 10 times a second, on schedule; ${process.env.BENCH_FLOOD_SECONDS ?? 5} s per row)\n\n${formatFlood(await benchFlood())}\n\nWhat to look for: with the default limits, every /api/health answers 200 during the flood and the other user's p99 stays near its figure without flood; with the limits lifted, neither holds.`,
  tokens: async () =>
    `### Personal access tokens beside access tokens (50 connections; medians of ${process.env.BENCH_RUNS ?? 9} alternating ${process.env.BENCH_SECONDS ?? 1}-second runs, machine's PostgreSQL)\n\n${formatTokens(await benchTokens())}\n\nTarget: a token's reads within 1.1 × of the same reads with an access token.`,
  web: async () => {
    const r = await benchWeb();
    return `### Web\n\n| page | gzipped JS loaded | files |\n|---|---|---|\n| landing \`/\` | ${r.landing.kb} KB | ${r.landing.files} |\n| \`/app\` | ${r.app.kb} KB | ${r.app.files} |\n| agenda | ${r.agenda.kb} KB | ${r.agenda.files} |\n\nAgenda LCP: median ${r.agenda_lcp_ms} ms (${r.agenda_lcp_runs_ms.join(', ')}); in stock Chromium, which loads its address bar's popup into each new window meanwhile, ${r.agenda_lcp_stock_chromium_ms} ms (${r.agenda_lcp_stock_chromium_runs_ms.join(', ')}), alternating. Targets: landing ≤ 120 KB, /app routes ≤ 200 KB, LCP ≤ 1000 ms.`;
  },
  images: async () => {
    const out = execFileSync('pnpm', ['exec', 'tsx', 'src/bench/images.ts'], { cwd: `${root}/apps/api` })
      .toString()
      .trim()
      .split('\n')
      .pop();
    const r = JSON.parse(out);
    const rows = Object.entries(r.upload).map(
      ([purpose, u]) =>
        `| ${purpose} | ${u.median_ms} | ${u.max_ms} | ${u.cpu_median_ms} | ${u.files} | ${u.total_kb} |`,
    );
    const served = Object.entries(r.avatar_64_bytes)
      .map(([name, bytes]) => `${name} ${bytes} B`)
      .join(', ');
    return `### Images (a ${(r.photo_bytes / 1e6).toFixed(2)} MB 4000×3000 JPEG, ${r.runs} runs each after a warm-up)\n\n| purpose | median ms | max ms | CPU ms (median) | files | total KB |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n\nServed 64 px avatar: ${served}. Targets: every upload processed and stored ≤ 1000 ms; the 64 px avatar ≤ 5 KB.`;
  },
  live: async () => formatLive(await benchLive()),
  directory: async () => {
    const r = await benchDirectory();
    return `### Attendee directory (${r.participants.toLocaleString('en-US')} participants, ${r.connections} connections; medians of ${r.runs} alternating runs: API, bare server with the same answers...)\n\n${formatDirectory(r)}`;
  },
  start: async () => {
    const r = await benchStart();
    return `### Start\n\n\`pnpm start\` on an existing data dir, after build, to the first 200 from /api/health (the embedded PostgreSQL's start included): median ${r.median_ms} ms (${r.samples_ms.join(', ')} ms). Target ≤ 3000 ms. First start on an empty data dir (initdb, migrations, demo seed): ${r.first_ms} ms.`;
  },
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length ? wanted : Object.keys(all);
for (const name of names) {
  const bench = all[name];
  if (!bench) {
    console.error(`unknown benchmark '${name}'; known: ${Object.keys(all).join(', ')}`);
    process.exit(2);
  }
  console.log(`${await bench()}\n`);
}
process.exit(0);
