import { matchPath } from 'react-router';
import { lazyScreen } from '../../routes/lazyScreen';

/**
 * Each council page's code, a chunk of its own (ADR 0085): the queue loads neither an application's forms nor the
 * report, finance or inspection screens. The council route's loader starts the page its address names beside the
 * workspace's frame, so the two arrive side by side rather than one after the other; once in, the page draws with
 * no fallback first (ADR 0092).
 */
export const COUNCIL_PAGES = {
  home: lazyScreen(async () => ({ default: (await import('./CouncilHome')).CouncilHome })),
  queue: lazyScreen(async () => ({ default: (await import('./QueuePage')).QueuePage })),
  admin: lazyScreen(() => import('../councilAdmin/CouncilAdminPage')),
  report: lazyScreen(async () => ({ default: (await import('./dashboard/ReportPage')).ReportPage })),
  finance: lazyScreen(async () => ({ default: (await import('../money/finance/FinancePage')).FinancePage })),
  inspections: lazyScreen(async () => ({
    default: (await import('../inspections/onSite/InspectionRunPage')).InspectionRunPage,
  })),
  application: lazyScreen(async () => ({ default: (await import('./ApplicationPage')).ApplicationPage })),
};

type CouncilPage = keyof typeof COUNCIL_PAGES;

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

/**
 * Starts the code of the council page at this path, if it is one, and answers when it is in; a chunk that fails
 * fails again where it renders.
 */
export function startCouncilPage(pathname: string): Promise<unknown> {
  const page = PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return page ? COUNCIL_PAGES[page[1]].start().catch(() => {}) : Promise.resolve();
}
