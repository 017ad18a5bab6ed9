import { describe, expect, it } from 'vitest';
import {
  canVisit,
  hasBack,
  jumpTarget,
  nextPage,
  previousPage,
  progress,
  resumeTarget,
  summaryPath,
  type TypeCode,
  type WizardContext,
  type WizardPageId,
} from '../src/index.js';
import { defined } from '../src/defined.js';

const config = {
  enablePreApplication: true,
  enableFirstPointOfContact: true,
  enableFeesInvoiceChargeTo: true,
  enablePIMOnlyPLG1: true,
};
/** A new agent: every page a type allows is required. */
const newAgent = (typeCode: TypeCode): WizardContext => ({
  typeCode,
  config,
  userDetailsMissing: true,
  roleCompleted: false,
  role: 'AGENT',
  notes: '',
});
/** A returning owner of a ccc: applicantRole(3), project(8), contacts(11). */
const ccc: WizardContext = { ...newAgent('ccc'), userDetailsMissing: false, roleCompleted: true, role: 'OWNER' };
const bc = newAgent('bc');

describe('moving through the required pages', () => {
  it.each([
    [bc, 'preApplicationAndPim', 'applicantRole', null],
    [bc, 'applicantRole', 'ownerDetails', 'preApplicationAndPim'],
    [bc, 'miscInfo', 'attachments', 'plg'],
    [bc, 'attachments', null, 'miscInfo'],
    [ccc, 'applicantRole', 'project', null],
    [ccc, 'project', 'contacts', 'applicantRole'],
    [ccc, 'contacts', null, 'project'],
    // a page that is not required (stale link) still leads to its neighbours
    [ccc, 'siteLocationAndTitle', 'project', 'applicantRole'],
    [ccc, 'attachments', null, 'contacts'],
  ] as [WizardContext, WizardPageId, WizardPageId | null, WizardPageId | null][])(
    '%# on %s: next is %s, previous is %s',
    (ctx, current, next, previous) => {
      expect(nextPage(current, ctx)).toBe(next);
      expect(previousPage(current, ctx)).toBe(previous);
      expect(hasBack(current, ctx)).toBe(previous !== null);
    },
  );

  it.each([
    ['bc', 'preApplicationAndPim'],
    ['pim', 'preApplicationAndPim'],
    ['abc', 'applicantRole'],
    ['ccc', 'applicantRole'],
    ['ca', 'applicantRole'],
    ['cpu', 'applicantRole'],
  ] as [TypeCode, WizardPageId][])(
    'shows no Back button on the first required page of a %s application (%s)',
    (code, first) => {
      expect(hasBack(first, newAgent(code))).toBe(false);
      expect(hasBack(defined(nextPage(first, newAgent(code)), 'nextPage(first, newAgent(code))'), newAgent(code))).toBe(
        true,
      );
    },
  );
});

describe('progress = (page index + 1) / (number of pages + 1), over the required pages', () => {
  it.each([
    [bc, 'preApplicationAndPim', 1, 11],
    [bc, 'applicantRole', 2, 11],
    [bc, 'attachments', 11, 11],
    [ccc, 'applicantRole', 1, 3],
    [ccc, 'project', 2, 3],
    [ccc, 'contacts', 3, 3],
  ] as [WizardContext, WizardPageId, number, number][])(
    '%# on %s is step %s of %s',
    (ctx, page, stepNumber, stepCount) => {
      expect(progress(page, ctx)).toEqual({ fraction: stepNumber / (stepCount + 1), stepNumber, stepCount });
    },
  );

  it('puts the first of eleven pages at 1/12 and the last at 11/12', () => {
    expect(progress('preApplicationAndPim', bc).fraction).toBe(1 / 12);
    expect(progress('attachments', bc).fraction).toBe(11 / 12);
  });

  it('counts a page that is not required at the place of the next required page', () => {
    expect(progress('siteLocationAndTitle', ccc)).toEqual(progress('project', ccc));
  });
});

describe('?task=jump&step=N and resuming', () => {
  it.each([
    [bc, 1, 'preApplicationAndPim'],
    [bc, 3, 'applicantRole'],
    [bc, 8, 'project'],
    [bc, 9, 'contacts'], // Specified Systems moves on to step 11
    [bc, 12, 'plg'], // the regional-council step moves on to 13
    [bc, 15, 'attachments'],
    [bc, 16, null],
    [ccc, 1, 'applicantRole'],
    [ccc, 4, 'project'],
    [ccc, 7, 'project'],
    [ccc, 13, null],
    [ccc, Number.NaN, 'applicantRole'],
  ] as [WizardContext, number, WizardPageId | null][])('%# jumps to step %s at %s', (ctx, step, page) => {
    expect(jumpTarget(step, ctx)).toBe(page);
  });

  it.each([
    [bc, null, 'preApplicationAndPim'],
    [bc, undefined, 'preApplicationAndPim'],
    [bc, 0, 'preApplicationAndPim'],
    [bc, 6, 'firstContactAndInvoice'],
    [bc, 11, 'contacts'],
    [ccc, 5, 'project'],
    [ccc, 11, 'contacts'],
    [ccc, 14, null], // nothing left: the summary opens
  ] as [WizardContext, number | null | undefined, WizardPageId | null][])(
    '%# resumes from saved step %s at the first required page at or after it: %s',
    (ctx, saved, page) => {
      expect(resumeTarget(saved, ctx)).toBe(page);
    },
  );
});

describe('which pages may be visited', () => {
  /** A new owner who has not answered the role yet: the owner's page waits for it. */
  const unanswered: WizardContext = { ...bc, role: null, roleCompleted: false };
  it.each([
    [bc, 'preApplicationAndPim', null, true], // the first required page, always
    [unanswered, 'applicantRole', null, true], // waits for nothing
    [unanswered, 'ownerDetails', 1, false], // waits for the role
    [unanswered, 'ownerDetails', 3, true], // the next page to reach: Continue ("fix later") leads there
    [unanswered, 'ownerDetails', 4, true], // reached before
    [unanswered, 'project', 1, true], // asks the same whatever the role: open at once
    [bc, 'contacts', 1, true],
    [bc, 'attachments', null, true],
    [ccc, 'applicantRole', 0, true],
    [ccc, 'siteLocationAndTitle', 15, false], // not required
    [ccc, 'contacts', 15, true],
  ] as [WizardContext, WizardPageId, number | null, boolean][])(
    '%# %s with max_step %s: %s',
    (ctx, page, maxStep, ok) => {
      expect(canVisit(page, ctx, maxStep)).toBe(ok);
    },
  );
});

describe('summary path after the last page', () => {
  it.each([
    [0, 0],
    [0.5, 500000],
    [0.1234567, 123456],
    [0.9999999999, 999999],
    [1, 999999],
    [-0.2, 0],
    [Number.NaN, 0],
  ])('with random %s opens /helix/app/obca/{id}/%s?opt=resume', (r, n) => {
    expect(summaryPath(42, () => r)).toBe(`/helix/app/obca/42/${n}?opt=resume`);
  });

  it('always picks an integer below 1,000,000 with Math.random', () => {
    for (let i = 0; i < 200; i++) {
      const n = Number(
        defined(
          /\/helix\/app\/obca\/7\/(\d+)\?opt=resume$/.exec(summaryPath(7, Math.random)),
          '/\\/helix\\/app\\/obca\\/7\\/(\\d+)\\?opt=resume$/.exec(summaryPath(7, Math.random))',
        )[1],
      );
      expect(Number.isInteger(n) && n >= 0 && n < 1_000_000).toBe(true);
    }
  });
});
