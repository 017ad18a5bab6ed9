export type { StatusAnswer } from '@consent/domain';

/** The attributes the main page sends to create an application (spec point 7, "Application creation"). */
export interface NewApplicationAttributes {
  type: number;
  param: string;
  councilId: number;
  role?: 'owner' | 'agent';
}
