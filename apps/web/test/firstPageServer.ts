import { PIM_MATTERS, type ApplicationData } from '@consent/domain';
import { aUser, type FakeServer } from './renderApp';

/** The server of the wizard's first page (pre-application meeting and PIM question) for application 42, nothing answered yet. */
export function firstPageServer(application: ApplicationData): FakeServer {
  return {
    'GET /api/auth/me': { status: 200, body: aUser() },
    'POST /obca/application': { status: 200, body: application },
    'POST /obca/set_application_step': { status: 200, body: { result: 'success', message: 'Saved' } },
    'GET /obca/ajaxform/getRefNo/42': {
      status: 200,
      body: { result: 'success', preAppAnswered: false, haveRefNumber: false, refNumber: null },
    },
    'GET /obca/ajaxform/apptype/42': {
      status: 200,
      body: {
        result: 'success',
        appType: application.application_type,
        answered: false,
        pimClasses: [],
        notes: '',
        pim_classes: PIM_MATTERS,
      },
    },
  };
}
