import type { ApplicationData } from '@consent/domain';

/** What `POST /obca/application` answers for application 42, a building consent at Christchurch; a test overrides what it is about. */
export function anApplication(overrides: Partial<ApplicationData> = {}): ApplicationData {
  return {
    result: 'success',
    id: 42,
    appID: 42,
    council_id: 2,
    councils: [{ id: 2, name: 'Christchurch', fullName: 'Christchurch City Council', isRegional: false }],
    config: { enablePreApplication: false, enableFirstPointOfContact: false, enableFeesInvoiceChargeTo: false, enablePIMOnlyPLG1: false, enableDepositTable: true, disable_apps: false, disable_apps_message: '', MinorVariationURL: '' },
    application_type: 2,
    application_type_name: 'Building Consent',
    appTypeCode: 'bc',
    appTypeName: 'Building Consent',
    appParam: 'standard',
    step: { step: 4, max_step: 4 },
    summary: { typeName: 'Building Consent', councilName: 'Christchurch City Council', status: 'in progress', createdAt: '2026-03-01T22:15:00.000Z', updatedAt: '2026-03-02T01:00:00.000Z', completedAt: null },
    userDetails: { fullName: 'Aroha Ngata', email: 'aroha@example.co.nz' },
    userValid: false,
    appCompleted: false,
    applicantRole: null,
    app_notes: '',
    firstContact: null,
    invoiceContact: null,
    passcode: 'K7PQ2RXA',
    ...overrides,
  } as ApplicationData;
}
