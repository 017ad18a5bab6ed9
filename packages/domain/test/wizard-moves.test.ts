import { describe, expect, it, vi } from 'vitest';
import {
  SAVE_EXCEPTION_LOG,
  moveBack,
  moveForward,
  refreshPage,
  type ValidationMode,
  type WizardContext,
  type WizardFormId,
  type WizardPageId,
} from '../src/index.js';

const ctx: WizardContext = {
  typeCode: 'bc',
  config: {
    enablePreApplication: true,
    enableFirstPointOfContact: true,
    enableFeesInvoiceChargeTo: true,
    enablePIMOnlyPLG1: true,
  },
  userDetailsMissing: false,
  roleCompleted: true,
  role: 'OWNER',
  notes: '',
};

/** A page whose forms answer with the given errors; records every call. */
function page(
  current: WizardPageId,
  opts: {
    invalid?: Partial<Record<WizardFormId, string[]>>;
    saveErrors?: Partial<Record<WizardFormId, string[]>>;
    notLoaded?: WizardFormId[];
    throws?: Error;
    mode?: ValidationMode;
  } = {},
) {
  const calls: string[] = [];
  const log = vi.fn();
  const input = {
    current,
    ctx,
    mode: opts.mode,
    applicationId: 42,
    random: () => 0.25,
    log,
    isLoaded: (form: WizardFormId) => !(opts.notLoaded ?? []).includes(form),
    validate: async (form: WizardFormId, mode: ValidationMode) => {
      calls.push(`validate ${form} ${mode}`);
      return opts.invalid?.[form] ?? [];
    },
    save: async (form: WizardFormId, mode: ValidationMode) => {
      calls.push(`save ${form} ${mode}`);
      if (opts.throws) throw opts.throws;
      return opts.saveErrors?.[form] ?? [];
    },
  };
  return { input, calls, log };
}

describe('moving forward (spec point 4)', () => {
  it.each([
    [
      undefined,
      [
        'validate firstPointOfContact all',
        'validate invoicePayableBy all',
        'save firstPointOfContact all',
        'save invoicePayableBy all',
      ],
    ],
    [
      'all',
      [
        'validate firstPointOfContact all',
        'validate invoicePayableBy all',
        'save firstPointOfContact all',
        'save invoicePayableBy all',
      ],
    ],
    [
      'min',
      [
        'validate firstPointOfContact min',
        'validate invoicePayableBy min',
        'save firstPointOfContact min',
        'save invoicePayableBy min',
      ],
    ],
    ['none', ['save firstPointOfContact none', 'save invoicePayableBy none']],
  ] as [ValidationMode | undefined, string[]][])(
    'in validation mode %s validates and saves the visible forms, then goes to the next required page',
    async (mode, expectedCalls) => {
      const { input, calls } = page('firstContactAndInvoice', { mode });
      expect(await moveForward(input)).toEqual({ outcome: 'next', page: 'siteLocationAndTitle', step: 7 });
      expect(calls).toEqual(expectedCalls);
    },
  );

  it('skips pages that are not required', async () => {
    const { input } = page('applicantRole');
    expect(await moveForward(input)).toEqual({ outcome: 'next', page: 'firstContactAndInvoice', step: 6 });
  });

  it.each([
    ['all', true],
    ['min', false],
  ] as const)(
    'in mode %s stays on any validation error, shows the first and saves nothing (skippable: %s)',
    async (mode, skippable) => {
      const { input, calls } = page('firstContactAndInvoice', {
        mode,
        invalid: { firstPointOfContact: ['Enter a name', 'Enter a phone'], invoicePayableBy: ['Enter an email'] },
      });
      expect(await moveForward(input)).toEqual({
        outcome: 'invalid',
        errors: ['Enter a name', 'Enter a phone', 'Enter an email'],
        first: 'Enter a name',
        skippable,
      });
      expect(calls.filter((c) => c.startsWith('save'))).toEqual([]);
    },
  );

  it("moves on in mode 'none' even where validation would fail", async () => {
    const { input } = page('project', { mode: 'none', invalid: { project: ['Describe the work'] } });
    expect(await moveForward(input)).toMatchObject({ outcome: 'next', page: 'contacts' });
  });

  it('stays and shows the first error when a save returns errors, having saved every form', async () => {
    const { input, calls } = page('siteLocationAndTitle', {
      saveErrors: { recordOfTitle: ['Title not found', 'Second'] },
    });
    expect(await moveForward(input)).toEqual({
      outcome: 'save-error',
      errors: ['Title not found', 'Second'],
      first: 'Title not found',
    });
    expect(calls).toContain('save siteLocation all');
    expect(calls).toContain('save recordOfTitle all');
  });

  it('completes the form and opens the summary after the last required page', async () => {
    const { input } = page('attachments');
    expect(await moveForward(input)).toEqual({
      outcome: 'complete',
      summaryPath: '/helix/app/obca/42/250000?opt=resume',
    });
  });

  it("refuses to save a form that is not loaded with 'Form was not loaded'", async () => {
    const { input, calls } = page('siteLocationAndTitle', { notLoaded: ['recordOfTitle'] });
    expect(await moveForward(input)).toEqual({
      outcome: 'save-error',
      errors: ['Form was not loaded'],
      first: 'Form was not loaded',
    });
    expect(calls).toEqual([]);
  });

  it('ignores forms the page does not show when checking they are loaded', async () => {
    const { input } = page('preApplicationAndPim', { notLoaded: ['contacts'] });
    expect(await moveForward(input)).toMatchObject({ outcome: 'next' });
  });

  it('logs an exception while saving and reports it so the form is re-enabled', async () => {
    const boom = new Error('socket hang up');
    const { input, log } = page('project', { throws: boom });
    expect(await moveForward(input)).toEqual({ outcome: 'exception', error: boom });
    expect(log).toHaveBeenCalledWith(SAVE_EXCEPTION_LOG, boom);
  });
});

describe('moving back (spec point 4)', () => {
  it('validates, saves the incomplete data and goes to the previous required page, errors not blocking', async () => {
    const { input, calls } = page('siteLocationAndTitle', { invalid: { siteLocation: ['Choose an address'] } });
    expect(await moveBack(input)).toEqual({
      outcome: 'previous',
      page: 'firstContactAndInvoice',
      step: 6,
      errors: ['Choose an address'],
    });
    expect(calls).toEqual([
      'validate siteLocation all',
      'validate recordOfTitle all',
      'save siteLocation none',
      'save recordOfTitle none',
    ]);
  });

  it("skips validation in mode 'none'", async () => {
    const { input, calls } = page('project', { mode: 'none', invalid: { project: ['x'] } });
    expect(await moveBack(input)).toEqual({ outcome: 'previous', page: 'siteLocationAndTitle', step: 7, errors: [] });
    expect(calls).toEqual(['save project none']);
  });

  it('skips pages that are not required', async () => {
    const { input } = page('firstContactAndInvoice');
    expect(await moveBack(input)).toMatchObject({ outcome: 'previous', page: 'applicantRole', step: 3 });
  });

  it('stays when the save fails, so nothing typed is lost', async () => {
    const { input } = page('project', { saveErrors: { project: ['Server said no'] } });
    expect(await moveBack(input)).toEqual({
      outcome: 'save-error',
      errors: ['Server said no'],
      first: 'Server said no',
    });
  });

  it('does nothing on the first required page', async () => {
    const { input, calls } = page('preApplicationAndPim');
    expect(await moveBack(input)).toEqual({ outcome: 'no-previous' });
    expect(calls).toEqual([]);
  });

  it("refuses while a form is not loaded with 'Form was not loaded'", async () => {
    const { input, calls } = page('project', { notLoaded: ['project'] });
    expect(await moveBack(input)).toMatchObject({ outcome: 'save-error', first: 'Form was not loaded' });
    expect(calls).toEqual([]);
  });

  it('logs an exception while saving and reports it', async () => {
    const boom = new Error('offline');
    const { input, log } = page('project', { throws: boom });
    expect(await moveBack(input)).toEqual({ outcome: 'exception', error: boom });
    expect(log).toHaveBeenCalledWith(SAVE_EXCEPTION_LOG, boom);
  });
});

describe('Refresh (spec point 4 "Refresh saves incomplete data and re-renders")', () => {
  it("saves every visible form with validation_mode 'none', invalid or not, then answers 'refreshed' to re-render", async () => {
    const { input, calls } = page('siteLocationAndTitle', { invalid: { siteLocation: ['Choose an address'] } });
    expect(await refreshPage(input)).toEqual({ outcome: 'refreshed' });
    expect(calls).toEqual(['save siteLocation none', 'save recordOfTitle none']);
  });

  it("refuses a page whose forms are not rendered with 'Form was not loaded', saving nothing", async () => {
    const { input, calls } = page('project', { notLoaded: ['project'] });
    expect(await refreshPage(input)).toMatchObject({ outcome: 'save-error', first: 'Form was not loaded' });
    expect(calls).toEqual([]);
  });

  it("stays with the server's errors, and logs an exception", async () => {
    expect(await refreshPage(page('project', { saveErrors: { project: ['Server said no'] } }).input)).toMatchObject({
      outcome: 'save-error',
      first: 'Server said no',
    });
    const failing = page('project', { throws: new Error('offline') });
    expect(await refreshPage(failing.input)).toMatchObject({ outcome: 'exception' });
    expect(failing.log).toHaveBeenCalledWith(SAVE_EXCEPTION_LOG, expect.any(Error));
  });
});
