import { Route, Routes } from 'react-router';
import CouncilAdminPage from '../councilAdmin/CouncilAdminPage';
import { NotFoundPage } from '../errors/NotFoundPage';
import { ApplicationPage } from './ApplicationPage';
import { CouncilHome } from './CouncilHome';
import { ReportPage } from './dashboard/ReportPage';
import { FinancePage } from '../money/finance/FinancePage';
import { InspectionRunPage } from '../inspections/onSite/InspectionRunPage';
import { QueuePage } from './QueuePage';
import './council.css';

/**
 * The council workspace (issue 18.2): its own lazily loaded part of the SPA under /council, so applicants never
 * download it. Its pages: the choice of council (for staff of several), a council's queue, one application, and
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
