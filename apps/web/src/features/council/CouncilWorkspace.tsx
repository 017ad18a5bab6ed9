import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../errors/NotFoundPage';
import { COUNCIL_PAGES as page } from './pageCode';
import './council.css';

// Each page is a chunk of its own, started by the route's loader (pageCode.ts, ADR 0085).
const { home: CouncilHome, queue: QueuePage, admin: CouncilAdminPage, report: ReportPage } = page;
const { finance: FinancePage, inspections: InspectionRunPage, application: ApplicationPage } = page;

/**
 * The council workspace (issue 18.2): its own lazily loaded part of the SPA under /council, so applicants never
 * download it; each page is a chunk of its own, so the queue loads only the queue. Its pages: the choice of council (for staff of several), a council's queue, one application, and
 * for a council's admins its members, API keys and multiproof permission.
 */
export default function CouncilWorkspace() {
  return (
    <Routes>
      <Route index element={<CouncilHome />} />
      <Route path=":councilId" element={<QueuePage />} />
      <Route path=":councilId/admin" element={<CouncilAdminPage />} />
      <Route path=":councilId/report" element={<ReportPage />} />
      <Route path=":councilId/finance" element={<FinancePage />} />
      <Route path=":councilId/inspections" element={<InspectionRunPage />} />
      <Route path="applications/:appId" element={<ApplicationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
