import type { locationsContract, projectContract } from '@consent/domain';
import { address } from '../../api/shellRoutes';

/**
 * The module forms' loads check your answers reads, by method and path (ADR 0095): the contracts for their types
 * only, so the summary brings no zod (the site location's and project's pages call them through their own modules).
 */
export const answerRoutes = {
  parcelData: address<typeof locationsContract.parcelData>('GET', '/ajax/get_parcel_data/:appId'),
  project: address<typeof projectContract.load>('GET', '/obca/ajaxform/building/:appId'),
  schedules: address<typeof projectContract.schedules>('GET', '/obca/ajaxform/schedule/:appId'),
};
