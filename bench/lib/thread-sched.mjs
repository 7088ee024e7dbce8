// A profiling aid for the benchmarks: who had the CPU, thread by thread, while a benchmark ran.
//
//   taskset -c 1 node bench/lib/thread-sched.mjs record 120 /tmp/sched.json &   # then start the benchmark
//   node bench/lib/thread-sched.mjs show /tmp/sched.json [from-ms to-ms]
//
// `record` reads every thread's /proc/<pid>/task/<tid>/schedstat (time on a CPU, time waiting in a run queue)
// every 100 ms for the given seconds (Linux only) and writes, per interval, the threads that ran more than
// 2 ms or waited more than 5 ms, with their name and the CPU they last ran on. `show` prints the intervals (or
// those between two epoch milliseconds, e.g. around slow deliveries from BENCH_DM_TRACE), busiest thread first:
// `r` is time on a CPU, `w` time runnable but not running, in ms of that 100 ms. A server thread with a large
// `w` was ready to work while something else held its core: GC helper threads of the same process, a database
// backend, or another service of the machine.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readStat } from './cpu.mjs';

const INTERVAL_MS = 100;

/** Every thread's [run ns, wait ns, name, last CPU], by "pid/tid". */
function snapshot() {
  const threads = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue; // the process ended meanwhile
    }
    for (const tid of tids) {
      try {
        const [run, wait] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        const { name, fields } = readStat(`/proc/${pid}/task/${tid}/stat`);
        // Field 39 of proc(5)'s stat: the CPU the thread last ran on.
        threads.set(`${pid}/${tid}`, [run, wait, name, Number(fields[36])]);
      } catch {
        // the thread ended meanwhile
      }
    }
  }
  return threads;
}

function record(seconds, file) {
  const intervals = [];
  const end = Date.now() + seconds * 1000;
  let before = snapshot();
  const tick = () => {
    const at = Date.now();
    const now = snapshot();
    const busy = [];
    for (const [id, [run, wait, name, cpu]] of now) {
      const was = before.get(id);
      if (!was) continue;
      const ranMs = (run - was[0]) / 1e6;
      const waitedMs = (wait - was[1]) / 1e6;
      if (ranMs > 2 || waitedMs > 5) busy.push([id, name, cpu, Math.round(ranMs), Math.round(waitedMs)]);
    }
    intervals.push([at, busy]);
    before = now;
    if (at >= end) {
      writeFileSync(file, JSON.stringify(intervals));
      return;
    }
    setTimeout(tick, Math.max(0, INTERVAL_MS - (Date.now() - at)));
  };
  setTimeout(tick, INTERVAL_MS);
}

function show(file, from = 0, to = Infinity) {
  for (const [at, busy] of JSON.parse(readFileSync(file, 'utf8'))) {
    if (at < from || at > to) continue;
    const top = busy
      .sort((a, b) => b[3] - a[3])
      .slice(0, 8)
      .map(([id, name, cpu, ran, waited]) => `${name}[${id}]@cpu${cpu} r${ran} w${waited}`);
    console.log(new Date(at).toISOString().slice(11, 23), top.join('  '));
  }
}

const [command, ...args] = process.argv.slice(2);
if (command === 'record') record(Number(args[0] ?? 60), args[1] ?? '/tmp/thread-sched.json');
else if (command === 'show')
  show(args[0] ?? '/tmp/thread-sched.json', Number(args[1] ?? 0), Number(args[2] ?? Infinity));
else console.error('usage: thread-sched.mjs record <seconds> <file> | show <file> [from-ms to-ms]');
