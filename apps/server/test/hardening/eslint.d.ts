// ESLint 9.9 ships no type declarations: the little of its Node API the module-walls test uses.
declare module 'eslint' {
  interface LintMessage {
    ruleId: string | null;
    message: string;
  }
  export class ESLint {
    constructor(options: { cwd: string; overrideConfigFile?: true; overrideConfig?: unknown[] });
    lintText(code: string, options: { filePath: string }): Promise<{ messages: LintMessage[] }[]>;
    calculateConfigForFile(filePath: string): Promise<unknown>;
  }
}
