import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { moduleWalls } from '../../../../eslint/moduleWalls.mjs';

/** The repository's root, where eslint.config.mjs is. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/**
 * The walls alone, as eslint.config.mjs spreads them (the last test checks it does), with the TypeScript parser but
 * without the type-checked rules: loading the whole program for them would take a minute and check nothing here.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, ...moduleWalls()],
});

/** The restricted-import errors the house configuration reports for this text as the file at `file`. */
async function wallErrors(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module walls (ADR 0047)', () => {
  it("refuses a module's import of another module's repository", async () => {
    const errors = await wallErrors(
      'apps/server/src/modules/notifications/statusMails.ts',
      "import { siteAddresses } from '../locations/repo.js';\nexport const read = siteAddresses;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'../locations/repo.js' import is restricted")]);
  });

  it("refuses a module's import of a table another module owns, and names the table", async () => {
    const errors = await wallErrors(
      'apps/server/src/modules/documents/service.ts',
      "import { applications } from '../../db/schema.js';\nexport const table = applications;\n",
    );
    expect(errors).toEqual([expect.stringContaining("'applications' import from '../../db/schema.js' is restricted")]);
  });

  it("refuses it from a module's subfolder too", async () => {
    const errors = await wallErrors(
      'apps/server/src/modules/council/admin/members.ts',
      "import { findAccessible } from '../../applications/repo.js';\nexport const find = findAccessible;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('lets a module import its own repository and its own tables', async () => {
    const errors = await wallErrors(
      'apps/server/src/modules/documents/service.ts',
      "import { documents } from '../../db/schema.js';\nimport * as repo from './repo.js';\nexport const both = [documents, repo];\n",
    );
    expect(errors).toEqual([]);
  });

  it("is part of the house's lint configuration", async () => {
    const config = (await new ESLint({ cwd: root }).calculateConfigForFile(
      path.join(root, 'apps/server/src/modules/notifications/statusMails.ts'),
    )) as { rules: Record<string, unknown> };
    expect(config.rules['no-restricted-imports']).toEqual(
      expect.arrayContaining([expect.objectContaining({ patterns: expect.any(Array) })]),
    );
  });
});
