import { readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks; USER_HZ is 100 on every mainstream kernel build. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (user + system, ms) a process has used so far, from /proc. Unlike req/s it hardly
 * moves with what else runs on the machine, so it tells our per-request cost apart from noise.
 * NaN where /proc is not there (the column then reads n/a).
 */
export function processCpuMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}
