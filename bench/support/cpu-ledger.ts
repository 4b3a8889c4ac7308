/**
 * Where a saturated class's CPU goes: the server, PostgreSQL and the load generator share the
 * machine's cores, so requests a second are bounded by their CPU a request added up, not by any
 * one of them (docs/performance.md, "The load generator"). Read from Linux's /proc at the start
 * and the end of the measure; elsewhere only the generator's own figure is known.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Linux reports process and machine CPU times in USER_HZ ticks, 100 a second on every architecture it runs on. */
const TICK_MS = 10;

export interface CpuWatch {
  /** The server's process: its every thread (PGlite's worker included) is counted. */
  serverPid?: number;
  /** PostgreSQL's processes are counted when the server uses it (not on PGlite or the stub). */
  postgres: boolean;
}

export interface CpuSnapshot {
  generatorMs: number;
  serverMs: number | null;
  databaseMs: number | null;
  machine: { busyMs: number; totalMs: number } | null;
}

/** CPU spent between two snapshots, in milliseconds; null where /proc could not tell. */
export interface CpuSpent {
  generatorMs: number;
  serverMs: number | null;
  databaseMs: number | null;
  /** Share of all the machine's cores busy (every process, the kernel included), 0 to 1. */
  machineBusy: number | null;
  cores: number;
}

export function takeCpuSnapshot(watch: CpuWatch): CpuSnapshot {
  const own = process.cpuUsage();
  return {
    generatorMs: (own.user + own.system) / 1000,
    serverMs: watch.serverPid === undefined ? null : processMs(watch.serverPid),
    databaseMs: watch.postgres ? postgresMs() : null,
    machine: machineMs(),
  };
}

export function cpuBetween(from: CpuSnapshot, to: CpuSnapshot): CpuSpent {
  const difference = (a: number | null, b: number | null) => (a === null || b === null ? null : b - a);
  const machine = from.machine && to.machine && { busy: to.machine.busyMs - from.machine.busyMs, total: to.machine.totalMs - from.machine.totalMs };
  return {
    generatorMs: to.generatorMs - from.generatorMs,
    serverMs: difference(from.serverMs, to.serverMs),
    databaseMs: difference(from.databaseMs, to.databaseMs),
    machineBusy: machine && machine.total > 0 ? machine.busy / machine.total : null,
    cores: availableParallelism(),
  };
}

/** A process's user and system time: fields 14 and 15 of /proc/<pid>/stat, counted after the command's closing parenthesis (a command may hold spaces). */
function processMs(pid: number): number | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
}

/**
 * Every process named postgres: the server's backends, its WAL writer and checkpointer. Other
 * databases' idle connections add nothing; a backend that exits during the measure takes its
 * time with it, so the pool's long-lived connections are what this counts.
 */
function postgresMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let total = 0;
  for (const entry of entries) {
    if (!/^\d+$/u.test(entry) || readOrNull(`/proc/${entry}/comm`)?.trim() !== 'postgres') continue;
    total += processMs(Number(entry)) ?? 0;
  }
  return total;
}

/** The machine's first line of /proc/stat: user, nice, system, idle, iowait, irq, softirq, steal; idle and iowait are not busy. */
function machineMs(): { busyMs: number; totalMs: number } | null {
  const line = readOrNull('/proc/stat')?.split('\n', 1)[0];
  if (!line?.startsWith('cpu ')) return null;
  const ticks = line.trim().split(/\s+/u).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busyMs: (total - idle) * TICK_MS, totalMs: total * TICK_MS };
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}
