import { matchPath } from 'react-router';

/**
 * Each council page's code, a chunk of its own (ADR 0085): the queue loads neither an application's forms nor the
 * report, finance or inspection screens. The council route's loader starts the page its address names beside the
 * workspace's frame, so the two arrive side by side rather than one after the other.
 */
export const COUNCIL_PAGE_CODE = {
  home: () => import('./CouncilHome'),
  queue: () => import('./QueuePage'),
  admin: () => import('../councilAdmin/CouncilAdminPage'),
  report: () => import('./dashboard/ReportPage'),
  finance: () => import('../money/finance/FinancePage'),
  inspections: () => import('../inspections/onSite/InspectionRunPage'),
  application: () => import('./ApplicationPage'),
};

type CouncilPage = keyof typeof COUNCIL_PAGE_CODE;

/** The workspace's own paths (under /council), in the order its routes match them. */
const PAGES: [string, CouncilPage][] = [
  ['/council', 'home'],
  ['/council/applications/:appId', 'application'],
  ['/council/:councilId', 'queue'],
  ['/council/:councilId/admin', 'admin'],
  ['/council/:councilId/report', 'report'],
  ['/council/:councilId/finance', 'finance'],
  ['/council/:councilId/inspections', 'inspections'],
];

/** Starts the code of the council page at this path, if it is one; a chunk that fails fails again where it renders. */
export function startCouncilPage(pathname: string): void {
  const page = PAGES.find(([pattern]) => matchPath(pattern, pathname));
  if (page) void COUNCIL_PAGE_CODE[page[1]]().catch(() => {});
}
