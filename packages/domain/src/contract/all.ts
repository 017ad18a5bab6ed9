import { accountClosureContract } from './accountClosure.js';
import { applicationsContract, councilsContract } from './applications.js';
import { authContract } from './auth.js';
import { contactsContract } from './contacts.js';
import { councilAdminContract } from './councilAdmin.js';
import { councilWorkspaceContract } from './councilWorkspace.js';
import { councilReportsContract } from './reports.js';
import { documentsContract } from './documents.js';
import { inspectionsContract } from './inspections.js';
import { lifecycleContract } from './lifecycle.js';
import { locationsContract } from './locations.js';
import { moneyContract } from './money.js';
import { cardPaymentsContract } from './cardPayments.js';
import { financeContract } from './finance.js';
import { lookupsContract } from './lookups.js';
import { projectContract } from './project.js';
import type { ContractRoute } from './route.js';
import { screensContract } from './screens.js';
import { singlePageContract } from './singlePage.js';
import { staffAccessContract } from './staffAccess.js';
import { statutoryDocumentsContract } from './statutoryDocuments.js';
import { storedFormRoutes } from './storedForms.js';
import { tasksContract } from './tasks.js';
import { profileContract, sharingContract } from './sharing.js';
import { wizardContract } from './wizard.js';

/** Every area's routes, for the test that checks the server registers each one as defined. */
export const contract: Record<string, Record<string, ContractRoute>> = {
  auth: authContract,
  applications: applicationsContract,
  councils: councilsContract,
  sharing: sharingContract,
  profile: profileContract,
  accountClosure: accountClosureContract,
  lifecycle: lifecycleContract,
  lookups: lookupsContract,
  tasks: tasksContract,
  locations: locationsContract,
  contacts: contactsContract,
  councilWorkspace: councilWorkspaceContract,
  councilAdmin: councilAdminContract,
  councilReports: councilReportsContract,
  wizard: wizardContract,
  storedForms: storedFormRoutes,
  project: projectContract,
  documents: documentsContract,
  singlePage: singlePageContract,
  staffAccess: staffAccessContract,
  statutoryDocuments: statutoryDocumentsContract,
  money: moneyContract,
  cardPayments: cardPaymentsContract,
  inspections: inspectionsContract,
  finance: financeContract,
  screens: screensContract,
};
