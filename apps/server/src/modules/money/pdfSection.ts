import { estimateRows } from '@consent/domain';
import type { ApplicationRow } from '../applications/access.js';
import type { SessionUser } from '../auth/service.js';
import { pdfRows, type PdfSection } from '../pdf/model.js';
import type { EstimateService } from './estimates.js';

/** The application PDF's fee estimate (issue 31 point 3): the same rows check your answers shows. */
export function feeEstimateSection(estimates: EstimateService) {
  return async (user: SessionUser, row: ApplicationRow): Promise<PdfSection[]> => {
    const estimate = await estimates.estimateOf(user, row);
    if (!estimate) return [];
    const title = estimate.demo ? 'Fee estimate (demo figures)' : 'Fee estimate';
    return [{ title, rows: pdfRows(estimateRows(estimate)) }];
  };
}
