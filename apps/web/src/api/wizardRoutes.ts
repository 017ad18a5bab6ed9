import type {
  FORM_REGISTRY,
  StoredForm,
  StoredFormRoutes,
  applicationsContract,
  contactsContract,
  lookupsContract,
  wizardContract,
} from '@consent/domain';
import { address, type RouteAddress } from './shellRoutes';

type Stored<F extends StoredForm> = StoredFormRoutes<F>;
type AgentStore = (typeof FORM_REGISTRY)['agentDetails']['store'];

/** A stored form's first load and its save, by method and path. */
type StoredAddresses = {
  readonly [F in StoredForm]: { load: RouteAddress<Stored<F>['load'][0]>; save: RouteAddress<Stored<F>['save']> };
};

/**
 * The wizard's calls by method and path only, as shellRoutes.ts names the client's own (ADR 0075, ADR 0089): the
 * contract's route objects hold their schemas, and importing them put zod and every form's schemas into a wizard
 * page's first code, though the browser never validates an answer with them (the server does). The contracts are
 * imported for their types alone, so the compiler checks each method and path against the contract's literal ones.
 */
export const storedFormRoutes: StoredAddresses = {
  preApplication: {
    load: address('GET', '/obca/ajaxform/getRefNo/:appId'),
    save: address('POST', '/ajax/set_preapp_ref/:appId'),
  },
  pim: { load: address('GET', '/obca/ajaxform/apptype/:appId'), save: address('POST', '/ajax/set_pimmatters') },
  applicantRole: {
    load: address('GET', '/obca/ajaxform/approle/:appId'),
    save: address('POST', '/obca/ajax/approle/:appId'),
  },
  ownerDetails: {
    load: address('GET', '/obca/ajaxform/owner/:appId'),
    save: address('POST', '/obca/ajax/owner/:appId'),
  },
  agentDetails: {
    load: address('GET', '/obca/ajaxform/agent/:appId'),
    save: address('POST', '/obca/ajax/agent/:appId'),
  },
  recordOfTitle: {
    load: address('GET', '/obca/ajaxform/certtitle/:appId'),
    save: address('POST', '/obca/ajax/ct/:appId'),
  },
  plg: { load: address('GET', '/ajax/get_plg_data/:appId'), save: address('POST', '/obca/ajax/plg1/:appId') },
  miscInfo: {
    load: address('GET', '/ajax/get_misc_data/:appId'),
    save: address('POST', '/obca/ajax/otherinfo/:appId'),
  },
};

/** The wizard's other calls, by method and path. */
export const wizardRoutes = {
  /** The agent's "Need Agent" part: its form's second load and second save. */
  needAgent: address<AgentStore['load'][1]['route']>('GET', '/obca/ajaxform/needagent/:appId'),
  saveNeedAgent: address<AgentStore['more'][0]['route']>('POST', '/obca/ajax/needagent/:appId'),
  checkRefNo: address<typeof wizardContract.checkRefNo>('POST', '/obca/ajax/checkRefNo/:appId'),
  ecan: address<typeof wizardContract.ecan>('GET', '/obca/ajaxform/ecan/:appId'),
  saveEcan: address<typeof wizardContract.saveEcan>('POST', '/obca/ajax/ecan/:appId'),
  setApplicationStep: address<typeof applicationsContract.setApplicationStep>('POST', '/obca/set_application_step'),
  complete: address<typeof applicationsContract.complete>('POST', '/ajax/complete_application_form/:appId'),
  companySearch: address<typeof lookupsContract.companySearch>('GET', '/api/companies/search'),
  /** The Project Contacts page's answers, as check your answers shows them. */
  projectContacts: address<typeof contactsContract.form>('GET', '/obca/ajaxform/lbp/:appId'),
};
