// Outbound webhooks: 10,000 deliveries (1,000 session changes × 10 endpoints) by two worker processes to a
// receiver on this machine, beside the bare baseline (the same POSTs straight to the receiver, no database).
// Runs apps/api/src/bench/webhooks.ts with tsx on the machine's PostgreSQL (BENCH_DATABASE_URL, else the test one).
import { execFileSync } from 'node:child_process';
import { root } from './lib/common.mjs';

export function benchWebhooks() {
  const args = ['exec', 'tsx', 'src/bench/webhooks.ts'];
  if (process.env.BENCH_DATABASE_URL) args.push('--database-url', process.env.BENCH_DATABASE_URL);
  const out = execFileSync('pnpm', args, { cwd: `${root}/apps/api`, maxBuffer: 16 * 1024 * 1024 })
    .toString()
    .trim()
    .split('\n')
    .pop();
  return JSON.parse(out);
}

export function formatWebhooks(r) {
  const d = r.delivery;
  return `### Webhook deliveries (${r.deliveries.toLocaleString('en-US')} to ${r.endpoints} endpoints, two worker processes)\n\n| step | time | rate | result |\n|---|---|---|---|\n| queue (triggers, 100 changes a transaction) | ${r.queue_ms} ms | | ${r.deliveries} deliveries queued |\n| delivery | ${d.ms} ms | ${d.per_second}/s | ${d.received} received, ${d.distinct} distinct, ${d.duplicated} duplicated, ${d.lost} lost, ${d.out_of_order} out of order |\n| bare baseline: the same POSTs, 16 at a time, no database | ${r.baseline.ms} ms | ${r.baseline.per_second}/s | |\n\nTargets: none lost or duplicated, order kept per endpoint; throughput reported.`;
}
