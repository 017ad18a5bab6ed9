import { applicationTypeName, userDetailsValid, type Council, type CouncilConfig, type UserDetails } from '@consent/domain';
import type { SessionUser } from '../auth/service.js';
import type { ApplicationRow } from './repo.js';

/** The full application data of `POST /obca/application` (spec point 7 and the wizard template's inputs). */
export interface ApplicationData {
  result: 'success';
  id: number;
  appID: number;
  council_id: number;
  councils: Council[];
  config: CouncilConfig;
  application_type: number;
  application_type_name: string;
  appTypeCode: string;
  appTypeName: string;
  appParam: string;
  step: { step: number; max_step: number };
  summary: {
    typeName: string;
    councilName: string;
    status: 'in progress' | 'completed';
    createdAt: string;
    updatedAt: string;
    completedAt: string | null;
  };
  userDetails: UserDetails & { fullName: string; email: string };
  userValid: boolean;
  appCompleted: boolean;
  enableCompliance: boolean;
  applicant: string;
  applicantRole: string | null;
  app_signee: string | null;
  app_signee_name: string;
  app_sign_date: string;
  app_notes: string;
  full_name: string;
  imported: 'y' | 'n';
  importedappid: number | null;
  bc_number: string | null;
  passcode: string;
  request_ct_from_council: 'y' | 'n';
  firstContact: unknown;
  invoiceContact: unknown;
}

const today = () => new Date().toISOString().slice(0, 10);

export function toApplicationData(
  row: ApplicationRow,
  user: SessionUser,
  council: Council,
  councils: Council[],
  config: CouncilConfig,
): ApplicationData {
  const typeName = applicationTypeName(row.applicationType, row.param as never);
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
    },
    userDetails: { ...user.details, fullName: user.fullName, email: user.email },
    userValid: userDetailsValid(user.fullName, user.details ?? {}),
    appCompleted: row.completed,
    enableCompliance: row.enableCompliance,
    applicant: user.fullName,
    applicantRole: row.role,
    app_signee: row.role,
    app_signee_name: row.signedName ?? user.fullName,
    // Signed on the signed date when there is one; otherwise today (spec point 4, "New application").
    app_sign_date: row.signedDate ?? today(),
    app_notes: row.notes,
    full_name: user.fullName,
    imported: row.imported ? 'y' : 'n',
    importedappid: row.importedAppId,
    bc_number: row.bcNumber,
    passcode: row.passcode,
    request_ct_from_council: row.requestCtFromCouncil ? 'y' : 'n',
    firstContact: row.firstContact,
    invoiceContact: row.invoiceContact,
  };
}

/** One row of "My applications" (`GET /api/applications`). */
export interface ApplicationListItem {
  appId: number;
  typeName: string;
  typeCode: string;
  param: string;
  applicationType: number;
  councilName: string;
  status: 'in progress' | 'completed';
  step: number;
  maxStep: number;
  updatedAt: string;
}

export function toListItem(row: ApplicationRow, councilName: string): ApplicationListItem {
  return {
    appId: row.id,
    typeName: applicationTypeName(row.applicationType, row.param as never),
    typeCode: row.typeCode,
    param: row.param,
    applicationType: row.applicationType,
    councilName,
    status: row.completed ? 'completed' : 'in progress',
    step: row.step,
    maxStep: row.maxStep,
    updatedAt: row.updatedAt.toISOString(),
  };
}
