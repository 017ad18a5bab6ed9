import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify, stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';
import { prettyLogs } from '../../src/http/logDestination.js';

/*
 * Issue 30.2: a person at a terminal reads one pretty line per event; a file, a pipe, CI or production gets JSON
 * lines. The child processes below write through the server's own destination, to a pipe and to a terminal.
 */
const run = promisify(execFile);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(serverDir, 'src/http/logDestination.ts');

/** A node process logging one event with pino through logDestination(process.stdout, production). */
const logOnce = (production: boolean) =>
  [
    `import pino from 'pino';`,
    `import { logDestination } from ${JSON.stringify(source)};`,
    `const log = pino({ level: 'info' }, logDestination(process.stdout, ${production}));`,
    `log.info({ appId: 42 }, 'application submitted');`,
  ].join(' ');
const nodeArgs = (production: boolean) => ['--import', 'tsx', '--input-type=module', '-e', logOnce(production)];
const quoted = (args: string[]) => args.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');

/** The same process with a terminal as its standard output (util-linux `script` gives it a pseudo-terminal). */
const atTerminal = async (production: boolean) =>
  (await run('script', ['-qec', `node ${quoted(nodeArgs(production))}`, '/dev/null'], { cwd: serverDir })).stdout;

describe('the log format', () => {
  it('is pretty exactly at a terminal outside production', () => {
    expect(prettyLogs({ isTTY: true }, false)).toBe(true);
    expect(prettyLogs({ isTTY: false }, false)).toBe(false);
    expect(prettyLogs({}, false)).toBe(false);
    expect(prettyLogs({ isTTY: true }, true)).toBe(false);
  });

  it('writes one JSON line per event to a pipe', async () => {
    const { stdout } = await run('node', nodeArgs(false), { cwd: serverDir });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 30, appId: 42, msg: 'application submitted' });
  });

  it('writes one readable line per event to a terminal, and JSON there in production', async () => {
    // Colours and the terminal's carriage returns aside, what a person reads.
    const plain = stripVTControlCharacters(await atTerminal(false)).replace(/\r/g, '');
    const lines = plain.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: application submitted \{"appId":42\}$/);

    const production = (await atTerminal(true)).replace(/\r/g, '').trim();
    expect(JSON.parse(production)).toMatchObject({ appId: 42, msg: 'application submitted' });
  });
});
