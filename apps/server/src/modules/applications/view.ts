import {
  FORM_REGISTRY,
  applicantRoleOf,
  applicationTypeName,
  readStoredAnswers,
  storedContact,
  nzToday,
  userDetailsValid,
  type ApplicationData,
  type ApplicationListItem,
  type Council,
  type CouncilConfig,
  type ParentConsent,
  type StoredFormDefinition,
} from '@consent/domain';
import type { SessionUser } from '../auth/service.js';
import type { ApplicationRow } from './repo.js';

/** A stored form's saved answers as the application data carries them: null until the form is saved. */
const savedAnswers = <Saved>(
  definition: Pick<StoredFormDefinition<unknown, Saved>, 'schema' | 'store'>,
  value: unknown,
) => (value === undefined ? null : readStoredAnswers(definition, value));

/** A contact form's answer as the application data carries it: as it applies, else as it was given, else null. */
const contactAnswer = (saved: unknown) => storedContact(saved) ?? saved ?? null;

/** The agent's details the application data carries: its form's saved details, once they were saved. */
function agentDetailsOf(saved: unknown) {
  const read = savedAnswers(FORM_REGISTRY.agentDetails, saved);
  return read && Object.hasOwn(saved as object, 'data') ? read.data : null;
}

export function toApplicationData(
  row: ApplicationRow,
  user: SessionUser,
  council: Council,
  councils: Council[],
  config: CouncilConfig,
  parent: ParentConsent | null = null,
): ApplicationData {
  const typeName = applicationTypeName(row.applicationType, row.param as never, row.typeCode);
  const role = applicantRoleOf(row.sections);
  return {
    result: 'success',
    id: row.id,
    appID: row.id,
    council_id: row.councilId,
    councils,
    config,
    application_type: row.applicationType,
    application_type_name: typeName,
    appTypeCode: row.typeCode,
    appTypeName: typeName,
    appParam: row.param,
    step: { step: row.step, max_step: row.maxStep },
    summary: {
      typeName,
      councilName: council.fullName,
      status: row.completed ? 'completed' : 'in progress',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      signedAt: row.signedAt?.toISOString() ?? null,
    },
    userDetails: { ...user.details, fullName: user.fullName, email: user.email },
    userValid: userDetailsValid(user.fullName, user.details, Boolean(user.emailVerifiedAt)),
    appCompleted: row.completed,
    enableCompliance: row.enableCompliance,
    applicant: user.fullName,
    applicantRole: role,
    app_signee: role,
    app_signee_name: row.signedName ?? user.fullName,
    // Signed on the signed date when there is one; otherwise today (spec point 4, "New application").
    app_sign_date: row.signedDate ?? nzToday(),
    app_notes: row.notes,
    full_name: user.fullName,
    imported: row.imported ? 'y' : 'n',
    importedappid: row.importedAppId,
    bc_number: row.bcNumber,
    reference: row.reference,
    passcode: row.passcode,
    request_ct_from_council: row.requestCtFromCouncil ? 'y' : 'n',
    // Read back as they apply (issue 30.3): an owner or agent answer shows none of "other"'s fields.
    firstContact: contactAnswer(row.sections.firstPointOfContact),
    invoiceContact: contactAnswer(row.sections.invoicePayableBy),
    // The spec's application data carries these stored forms' answers: each null until it is saved.
    ownerDetails: savedAnswers(FORM_REGISTRY.ownerDetails, row.sections.ownerDetails),
    // The agent's details as saved, without its "Need Agent" answer: null until they are saved.
    agentDetails: agentDetailsOf(row.sections.agentDetails),
    preApplication: savedAnswers(FORM_REGISTRY.preApplication, row.sections.preApplication),
    plgData: savedAnswers(FORM_REGISTRY.plg, row.sections.plg),
    miscData: savedAnswers(FORM_REGISTRY.miscInfo, row.sections.miscInfo),
    today: nzToday(),
    parent,
  };
}

export function toListItem(row: ApplicationRow, councilName: string): Omit<ApplicationListItem, 'address' | 'access'> {
  return {
    appId: row.id,
    typeName: applicationTypeName(row.applicationType, row.param as never, row.typeCode),
    typeCode: row.typeCode,
    param: row.param,
    applicationType: row.applicationType,
    councilName,
    status: row.completed ? 'completed' : 'in progress',
    completed: row.completed,
    lifecycleStatus: row.status,
    step: row.step,
    maxStep: row.maxStep,
    updatedAt: row.updatedAt.toISOString(),
    signedAt: row.signedAt?.toISOString() ?? null,
  };
}
