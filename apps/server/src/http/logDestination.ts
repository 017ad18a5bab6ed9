import pino from 'pino';
import pretty from 'pino-pretty';

/** Where the server's log lines go: a stream pino writes one JSON line per event to. */
export type LogDestination = { write(line: string): void };

/**
 * Readable lines for a person at a terminal (issue 30.2): `npm start` and `npm run dev` in a terminal print one
 * line per event through pino-pretty; anything else (a file, a pipe, CI, production) gets pino's JSON lines, which
 * log collectors read. Production stays JSON even at a terminal.
 */
export function prettyLogs(out: { isTTY?: boolean }, production: boolean): boolean {
  return out.isTTY === true && !production;
}

/** The log's destination for the process's standard output (file descriptor 1). */
export function logDestination(out: { isTTY?: boolean }, production: boolean): LogDestination {
  if (!prettyLogs(out, production)) return pino.destination({ dest: 1, sync: false });
  return pretty({
    destination: 1,
    sync: false,
    singleLine: true,
    colorize: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}
