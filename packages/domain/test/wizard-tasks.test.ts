import { describe, expect, it } from 'vitest';
import {
  defined,
  TYPE_CODES,
  cannotVisitMessage,
  legacyStepForPage,
  pageName,
  progress,
  requiredPages,
  resumePage,
  routeChange,
  routeChangeMessage,
  startStep,
  taskList,
  type TaskStatus,
  type TypeCode,
  type WizardConfig,
  type WizardContext,
  type WizardPageId,
} from '../src/index.js';

const allOn: WizardConfig = {
  enablePreApplication: true,
  enableFirstPointOfContact: true,
  enableFeesInvoiceChargeTo: true,
  enablePIMOnlyPLG1: true,
};
const allOff: WizardConfig = {
  enablePreApplication: false,
  enableFirstPointOfContact: false,
  enableFeesInvoiceChargeTo: false,
  enablePIMOnlyPLG1: false,
};
/** A new application as created: no role answered yet (the main page sends none). */
const created = (typeCode: TypeCode, config = allOn, role: string | null = null): WizardContext => ({
  typeCode,
  config,
  userDetailsMissing: true,
  roleCompleted: role !== null,
  role,
  notes: '',
});

describe('a new application starts at its first required page', () => {
  it.each([
    ['bc', allOn, 1],
    ['bc', allOff, 1], // the PIM question is asked with or without the pre-application meeting
    ['pim', allOn, 1],
    ['pim', allOff, 1],
    ['abc', allOn, 3],
    ['ccc', allOn, 3],
    ['ca', allOn, 3],
    ['cpu', allOn, 3],
    ['rc', allOn, 3],
  ] as [TypeCode, WizardConfig, number][])('a %s application (%#) starts at legacy step %s', (code, config, step) => {
    expect(startStep(created(code, config))).toBe(step);
    expect(startStep(created(code, config, 'OWNER'))).toBe(step);
    expect(startStep(created(code, config))).toBe(
      legacyStepForPage(defined(requiredPages(created(code, config))[0], 'the first required page')),
    );
  });

  it('covers every type code', () => {
    for (const code of TYPE_CODES) expect(startStep(created(code))).toBeGreaterThan(0);
  });
});

describe('the task list: every required page with its status', () => {
  const bc = created('bc', allOff);
  const none = () => 0;
  const every = () => 1;
  const statuses = (ctx: WizardContext, maxStep: number, problems: (page: WizardPageId) => number) =>
    Object.fromEntries(taskList(ctx, maxStep, problems).map((task) => [task.page, task.status]));

  it('lists the required pages in order, named by their forms', () => {
    expect(taskList(bc, 1, every).map((task) => [task.name, task.step])).toEqual([
      ['PIM (Project Information Memorandum)', 1],
      ["Applicant's Role", 3],
      ["Owner's Detail", 4],
      ['Site Location and Record of Title', 7],
      ['Tell Us About Your Project', 8],
      ['Project Contacts', 11],
      ['FORM PLG 1', 13],
      ['Miscellaneous Information', 14],
      ['File Attachments', 15],
    ]);
  });

  it.each([
    // just created: the first page reached, nothing answered, the owner's page waits for the role
    [
      bc,
      1,
      every,
      {
        preApplicationAndPim: 'in-progress',
        applicantRole: 'not-started',
        ownerDetails: 'cannot-start-yet',
        project: 'not-started',
      },
    ],
    // the role page opened: the owner's page is the next to reach, so it may start
    [bc, 3, every, { applicantRole: 'in-progress', ownerDetails: 'not-started' }],
    // answered through the calls without opening the pages: nothing missing is completed
    [
      created('bc', allOff, 'OWNER'),
      1,
      none,
      { preApplicationAndPim: 'completed', ownerDetails: 'completed', attachments: 'completed' },
    ],
    [
      created('bc', allOff, 'OWNER'),
      8,
      every,
      { siteLocationAndTitle: 'in-progress', project: 'in-progress', contacts: 'not-started' },
    ],
  ] as [WizardContext, number, (page: WizardPageId) => number, Partial<Record<WizardPageId, TaskStatus>>][])(
    '%# with max_step %s',
    (ctx, maxStep, problems, expected) => {
      expect(statuses(ctx, maxStep, problems)).toMatchObject(expected);
    },
  );

  it('resumes at the first page that still needs an answer, or none when all are completed', () => {
    const owner = created('bc', allOff, 'OWNER');
    expect(resumePage(taskList(owner, 8, (page) => (page === 'project' || page === 'attachments' ? 1 : 0)))).toBe(
      'project',
    );
    expect(resumePage(taskList(bc, 1, every))).toBe('preApplicationAndPim');
    expect(resumePage(taskList(owner, 15, none))).toBeNull();
  });

  it('says why a page cannot be opened', () => {
    expect(cannotVisitMessage('ownerDetails', bc)).toBe(
      "Owner's Detail cannot start yet: first answer Applicant's Role, as it decides what Owner's Detail asks.",
    );
    expect(cannotVisitMessage('contacts', created('ccc'))).toBe('This application does not need Project Contacts.');
  });

  it('names a PIM-only application’s first page by its matters', () => {
    expect(pageName('preApplicationAndPim', created('pim', allOn))).toBe('Pre-application Meeting and PIM matters');
  });
});

describe('the step count changes only with a reason said on screen', () => {
  const newUser = created('bc', allOn);
  it.each([
    // a new user (no details on file) who is the owner: the same pages
    [newUser, { ...newUser, role: 'OWNER', roleCompleted: true }, null, 10],
    // a new user who is an agent: the agent's page joins
    [
      newUser,
      { ...newUser, role: 'AGENT', roleCompleted: true },
      { added: ["Agent's Detail"], removed: [], stepCount: 11 },
      11,
    ],
    // a returning owner (details on file): the owner's page leaves
    [
      { ...newUser, userDetailsMissing: false },
      { ...newUser, userDetailsMissing: false, role: 'OWNER', roleCompleted: true },
      { added: [], removed: ["Owner's Detail"], stepCount: 9 },
      9,
    ],
  ] as [WizardContext, WizardContext, ReturnType<typeof routeChange>, number][])(
    '%# answering the role',
    (before, after, change, count) => {
      expect(routeChange(before, after)).toEqual(change);
      expect(progress('applicantRole', after).stepCount).toBe(count);
    },
  );

  it('says what was added and the new count', () => {
    expect(routeChangeMessage({ added: ["Agent's Detail"], removed: [], stepCount: 11 }, "Applicant's Role")).toBe(
      "Your answer to Applicant's Role added Agent's Detail: this application now has 11 steps.",
    );
  });
});
