import { expect, request, type Page } from '@playwright/test';

/** The seeded staff's password (README, "Council staff"). */
const STAFF_PASSWORD = 'council demo staff 2026';

export type CouncilStep = 'accept' | 'return' | 'request-information' | 'grant' | 'refuse';

/**
 * The council acts on an application through its real API, as the seeded officer of that council (README,
 * "Council staff"), in a request context of its own so the applicant's session in `page` is untouched. The
 * council's workspace screens are tested on their own; here the council is only the other side of the applicant's.
 */
export async function councilActs(page: Page, councilSlug: string, appId: number, step: CouncilStep, details: unknown): Promise<void> {
  const origin = new URL(page.url()).origin;
  const council = await request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const login = await council.post('/api/auth/login', { data: { email: `officer@${councilSlug}.council.demo`, password: STAFF_PASSWORD } });
    expect(login.status(), await login.text()).toBe(200);
    const acted = await council.post(`/api/council/applications/${appId}/${step}`, { data: details });
    expect(acted.status(), await acted.text()).toBe(200);
  } finally {
    await council.dispose();
  }
}
