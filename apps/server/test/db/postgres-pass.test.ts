import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DIALECT_SENSITIVE_SOURCES, POSTGRES_PASS_TESTS, postgresPassFiles } from '../support/postgresPass.js';

/**
 * The PostgreSQL pass runs only the files support/postgresPass.ts names (docs/decisions/0028-test-suite-time.md).
 * These checks keep that list honest: a source file that starts doing something PGlite does differently fails
 * here until someone names the tests that exercise it, and a name that no longer fits fails too.
 */
const serverDir = path.resolve(import.meta.dirname, '../..');

/** What PGlite does differently: PostGIS and trigram functions, row and advisory locks, COPY, the driver itself. */
const DIALECT_MARKERS = [
  /\bST_[A-Z][A-Za-z]+\(/,
  /\bword_similarity\(|\bsimilarity\(|<%/,
  /\bpg_(try_)?advisory_(xact_)?lock\(/,
  /\.for\('update'|\bfor update\b/i,
  /\bCOPY\b.*\bFROM\b/,
  /\bdriver\.kind\b|new pg\.Pool\(/,
];

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(serverDir, dir), { recursive: true })
    .map((f) => path.join(dir, String(f)))
    .filter((f) => f.endsWith('.ts') && !f.includes(`${path.sep}migrations${path.sep}`));
}

const sensitive = (file: string) => {
  const text = fs.readFileSync(path.join(serverDir, file), 'utf8');
  return DIALECT_MARKERS.some((marker) => marker.test(text));
};

describe('the PostgreSQL pass names what differs between PGlite and PostgreSQL', () => {
  it('names every source file that uses PostGIS, trigrams, locks, COPY or the driver, with the tests that exercise it', () => {
    const unnamed = sourceFiles('src').filter((file) => sensitive(file) && !(file in DIALECT_SENSITIVE_SOURCES));
    expect(unnamed, 'add these to DIALECT_SENSITIVE_SOURCES in test/support/postgresPass.ts').toEqual([]);
  });

  it('names no source file that no longer does any of that', () => {
    const stale = Object.keys(DIALECT_SENSITIVE_SOURCES).filter(
      (file) => !fs.existsSync(path.join(serverDir, file)) || !sensitive(file),
    );
    expect(stale).toEqual([]);
  });

  it('runs test files that exist, each with a reason', () => {
    const missing = postgresPassFiles().filter(
      (file) => !fs.existsSync(path.join(serverDir, file)) || !file.endsWith('.test.ts'),
    );
    expect(missing).toEqual([]);
    for (const entry of Object.values(DIALECT_SENSITIVE_SOURCES)) expect(entry.tests.length).toBeGreaterThan(0);
    for (const why of Object.values(POSTGRES_PASS_TESTS)) expect(why).not.toBe('');
  });

  it('includes every test file that asks for a PostgreSQL server itself', () => {
    const asksForServer = (file: string) =>
      /if \(!\w+\)\s*throw new Error\(\s*[^)]*TEST_DATABASE_URL/.test(
        fs.readFileSync(path.join(serverDir, file), 'utf8'),
      );
    const asking = sourceFiles('test').filter((file) => file.endsWith('.test.ts') && asksForServer(file));
    expect(asking).toContain(path.join('test', 'process', 'scale-out.test.ts'));
    expect(asking.filter((file) => !postgresPassFiles().includes(file))).toEqual([]);
  });
});
