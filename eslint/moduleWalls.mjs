import fs from 'node:fs';

// Module walls (issue 28.4, ADR 0047): a server module reads another module's tables only through that module's
// service. ESLint's no-restricted-imports keeps the wall: inside apps/server/src/modules/<name>/, importing another
// module's repository (`../<other>/repo.js`, `../<other>/…Repo.js`) or a table of the schema that another module
// owns is an error. The owners are listed once, here; a table no module owns (reference data the integrations
// import) is not walled.

/** Every table of the schema a module owns, by module folder. */
export const TABLE_OWNERS = {
  auth: ['users', 'accountTokens', 'sessions', 'authAttempts', 'multiproofRequests'],
  councils: ['councils', 'councilConfigGeneration'],
  applications: ['applications', 'formVersions'],
  lifecycle: ['applicationEvents'],
  council: ['councilMembers', 'councilInvitations', 'councilEvents', 'councilApiKeys', 'staffAccessLog'],
  wizard: ['preApplicationMeetings'],
  locations: ['applicationParcels'],
  contacts: ['projectContacts'],
  documents: ['documents'],
  project: ['buildings'],
  sharing: ['applicationCollaborators', 'applicationInvitations'],
  mail: ['mailOutbox'],
  clientErrors: ['clientErrors'],
  privacy: ['draftRetentionWarnings'],
  inspections: ['inspectionTypes', 'requiredInspections', 'inspectionBookings'],
  money: [
    'levyRates',
    'councilFeeSchedules',
    'invoices',
    'payments',
    'cardCheckouts',
    'creditNotes',
    'councilMoneySettings',
    'levyAssessments',
  ],
  sequences: ['councilSequences'],
  reminders: ['remindersSent'],
  statutoryDocuments: ['statutoryDocuments'],
  reports: ['workingDayCalendar', 'reportFacts', 'reportDayCounts'],
  idempotency: ['idempotentRequests'],
};

/**
 * The server's module folders, read from apps/server/src/modules itself: a module added later is walled from the day
 * its folder exists, without a line here.
 */
export const MODULES = fs
  .readdirSync(new URL('../apps/server/src/modules/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * Crossings the walls do not yet keep, each a statement that must be one statement (a join, or the row lock of
 * ADR 0041's one round trip) or a helper still shared with the accounts module; each moves behind its owner's
 * service in a later step. A file listed here may import only the tables and the modules' repositories named for
 * it; every other crossing, and any new one, fails the lint.
 */
export const NOT_YET_WALLED = {
  // The application reference is formatted in the completing transaction from its council's numbering format
  // (issue 30.1); the councils module has no within-transaction read of its configuration yet.
  'apps/server/src/modules/submission/repo.ts': { tables: ['councils'], repos: [] },
  // The reference is written on the application row in the completing transaction (issue 30.1, ADR 0048).
  'apps/server/src/modules/submission/reference.ts': { tables: ['applications'], repos: [] },
  // What changed since the return: the return's event and the documents uploaded after it (issue 30.5, ADR 0049).
  'apps/server/src/modules/submission/resubmission.ts': { tables: ['applicationEvents', 'documents'], repos: [] },
  // ADR 0041: the session, its user, the councils' generation and the application in one statement.
  'apps/server/src/modules/applications/repo.ts': {
    tables: ['sessions', 'users', 'councils', 'applicationCollaborators'],
    repos: ['auth', 'councils'],
  },
  // ADR 0090: a page's save claims its Idempotency-Key in its own statement, with the idempotency module's INSERT.
  'apps/server/src/modules/applications/saveAtVersion.ts': { tables: [], repos: ['idempotency'] },
  // The session lookup reads the user's council memberships and the councils' generation with the user.
  'apps/server/src/modules/auth/repo.ts': {
    tables: ['councilMembers', 'councils'],
    repos: ['councils'],
  },
  // The contact library: the contacts of the user's own applications, in one statement.
  'apps/server/src/modules/contacts/repo.ts': { tables: ['applications'], repos: [] },
  // The council's queue lists its applications with their applicant's name and every event for their clocks.
  'apps/server/src/modules/council/repo.ts': { tables: ['applications', 'users', 'applicationEvents'], repos: [] },
  'apps/server/src/modules/council/pullApi/repo.ts': { tables: ['applications', 'users'], repos: [] },
  'apps/server/src/modules/council/admin/repo.ts': { tables: ['users', 'councils', 'multiproofRequests'], repos: [] },
  // A transition locks the application's row and writes its status with the event (one transaction).
  'apps/server/src/modules/lifecycle/repo.ts': { tables: ['applications', 'documents'], repos: [] },
  // Sharing names its collaborators and counts invitations with the accounts' rate limit.
  'apps/server/src/modules/sharing/repo.ts': { tables: ['users'], repos: [] },
};

/** The repositories a file of a module may not import: another module's `repo.js` or `…Repo.js`. */
function repoPattern(module, allowed = []) {
  const others = MODULES.filter((m) => m !== module && !allowed.includes(m)).join('|');
  return {
    regex: `^(\\.\\./)+(${others})/(.+/)?([a-zA-Z]*Repo|repo)(\\.js)?$`,
    message: `A module reads another module's tables only through that module's service (ADR 0047).`,
  };
}

function tablesPattern(importNames) {
  return {
    regex: '^(\\.\\./)+db/schema(\\.js)?$',
    importNames,
    message: `This table belongs to another module: ask its service (ADR 0047, TABLE_OWNERS in eslint/moduleWalls.mjs).`,
  };
}

const notOwnedBy = (module) =>
  Object.entries(TABLE_OWNERS)
    .filter(([owner]) => owner !== module)
    .flatMap(([, tables]) => tables);

/** One config block per module (and one per file not yet walled, with what it may still import). */
export function moduleWalls(root = 'apps/server/src/modules') {
  const blocks = MODULES.map((module) => ({
    files: [`${root}/${module}/**/*.ts`],
    ignores: Object.keys(NOT_YET_WALLED),
    rules: {
      'no-restricted-imports': ['error', { patterns: [repoPattern(module), tablesPattern(notOwnedBy(module))] }],
    },
  }));
  for (const [file, allowed] of Object.entries(NOT_YET_WALLED)) {
    const module = file.slice(root.length + 1).split('/')[0];
    blocks.push({
      files: [file],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              repoPattern(module, allowed.repos),
              tablesPattern(notOwnedBy(module).filter((table) => !allowed.tables.includes(table))),
            ],
          },
        ],
      },
    });
  }
  return blocks;
}
