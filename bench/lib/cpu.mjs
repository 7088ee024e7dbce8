// CPU time a process (and its threads) spent, from /proc: a figure that does not depend on how loaded the machine
// is, unlike latencies. The request benchmarks print the server's CPU milliseconds per request beside p99.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

/**
 * A /proc stat file (`/proc/<pid>/stat` or a thread's `/proc/<pid>/task/<tid>/stat`): the command name, and the
 * fields after it, from the state (field 3 of proc(5), index 0 here) on. The name may hold spaces and
 * parentheses, so the fields start after its last closing parenthesis.
 */
export function readStat(path) {
  const stat = readFileSync(path, 'utf8');
  const close = stat.lastIndexOf(')');
  return { name: stat.slice(stat.indexOf('(') + 1, close), fields: stat.slice(close + 2).split(' ') };
}

/** utime + stime of `pid` in milliseconds (NaN where /proc is not available). */
export function cpuMs(pid) {
  try {
    const { fields } = readStat(`/proc/${pid}/stat`);
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return NaN;
  }
}

/** Runs `fn` (resolving to { requests }) and adds `cpu_ms_per_request`: the server's CPU time over the requests. */
export async function withCpu(pid, fn) {
  const before = cpuMs(pid);
  const r = await fn();
  const used = cpuMs(pid) - before;
  return { ...r, cpu_ms_per_request: r.requests > 0 ? Math.round((used / r.requests) * 1000) / 1000 : NaN };
}

/** utime + stime, in milliseconds, of every process in process group `pgid` (a server started detached). */
export function groupCpuMs(pgid) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const { fields } = readStat(`/proc/${entry}/stat`);
      if (Number(fields[2]) === pgid) total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
