import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

interface ProcStat {
  pgrp: number;
  /** User plus system time, in µs. */
  cpuUs: number;
  /** System time alone, in µs. */
  systemUs: number;
}

/** /proc/<pid>/stat's process group and user + system time; null once the process is gone. */
function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name is in parentheses and may hold spaces: the fields are counted after its closing one.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const system = Number(fields[12]);
  const ticks = Number(fields[11]) + system;
  return {
    pgrp: Number(fields[2]),
    cpuUs: (ticks * 1e6) / TICKS_PER_SECOND,
    systemUs: (system * 1e6) / TICKS_PER_SECOND,
  };
}

/** CPU time of a set of processes, by pid. */
export type CpuSnapshot = Map<number, number>;

/**
 * Every process of a process group: the server started detached by `startup()` leads its own. With `system`, their
 * system time alone.
 */
export function processGroupCpu(pgrp: number, system = false): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.pgrp === pgrp) snapshot.set(Number(entry), system ? stat.systemUs : stat.cpuUs);
  }
  return snapshot;
}

/**
 * Waits (up to 10 s) until the process group spends under 2% of a core for half a second: a server answers /healthz
 * before its start-up work is over (about 0.7 s of CPU after it), which a measure would otherwise count.
 */
export async function settled(pgrp: number): Promise<void> {
  for (let tries = 0; tries < 20; tries++) {
    const before = processGroupCpu(pgrp);
    await new Promise((resolve) => setTimeout(resolve, 500));
    if (cpuBetween(before, processGroupCpu(pgrp)) < 10_000) return;
  }
}

/**
 * The PostgreSQL backends serving the bench's server, found by the application_name its connection string gives
 * them (other engineers' tests use the same PostgreSQL server at the same time).
 */
export async function backendsCpu(databaseUrl: string, applicationName: string): Promise<CpuSnapshot> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    const snapshot: CpuSnapshot = new Map();
    for (const { pid } of rows) {
      const stat = procStat(pid);
      if (stat) snapshot.set(pid, stat.cpuUs);
    }
    return snapshot;
  } finally {
    await client.end();
  }
}

/** CPU spent between two snapshots by the processes of the second (one that started in between counts whole). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let us = 0;
  for (const [pid, cpu] of after) us += cpu - (before.get(pid) ?? 0);
  return us;
}

/** The connection string with an application_name the bench can find the server's backends by. */
export function namedConnection(databaseUrl: string, applicationName: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', applicationName);
  return url.toString();
}
