import type { Council, CouncilConfig, Me, UserDetails } from '@consent/domain';

/**
 * The full application data answered by `POST /obca/application` (spec point 7). Only the fields
 * the SPA reads so far are typed; the server sends more.
 */
export interface ApplicationData {
  id: number;
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
  appCompleted: boolean;
  passcode: string;
}

export interface AuthAnswer {
  result: 'success';
  message: string;
  user: Me;
}

export interface StatusAnswer {
  result: 'success';
  message: string;
}

export interface CreatedApplication {
  result: 'success';
  appId: number;
  isNew: boolean;
  step: number;
}
