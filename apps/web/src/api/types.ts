import type { Me } from '@consent/domain';

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
