import { PLAIN_COUNCIL_CONFIG, type ApplicationData } from '@consent/domain';

/** Application 42, a building consent for Christchurch City Council that a new applicant has just started. */
export function anApplication(overrides: Partial<ApplicationData> = {}): ApplicationData {
  return {
    result: 'success',
    id: 42,
    appID: 42,
    council_id: 2,
    councils: [{ id: 2, name: 'Christchurch', fullName: 'Christchurch City Council', isRegional: false }],
    config: PLAIN_COUNCIL_CONFIG,
    application_type: 2,
    application_type_name: 'Building Consent',
    appTypeCode: 'bc',
    appTypeName: 'Building Consent',
    appParam: 'standard',
    step: { step: 3, max_step: 3 },
    summary: {
      typeName: 'Building Consent',
      councilName: 'Christchurch City Council',
      status: 'in progress',
      createdAt: '2026-03-01T22:15:00.000Z',
      updatedAt: '2026-03-02T01:00:00.000Z',
      completedAt: null,
    },
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
