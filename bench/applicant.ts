/**
 * A new applicant signed in on a running server, as a bench drives it: registration answers the same for new and
 * taken addresses and starts no session (ADR 13), so it signs in after registering. Returns the session cookie.
 */
export async function signedInApplicant(base: string, label: string): Promise<string> {
  const origin = new URL(base).origin;
  const headers = { 'content-type': 'application/json', origin };
  const email = `bench.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.co.nz`;
  const password = 'a bench password of some length 7';
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, fullName: `Bench ${label}` }),
  });
  if (registered.status !== 202) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const signedIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password }),
  });
  if (signedIn.status !== 200) throw new Error(`sign in: ${signedIn.status} ${await signedIn.text()}`);
  return signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The appId an application create answered with, checked: a benchmark on a failed create would measure nothing. */
export function appIdOf(body: unknown): number {
  const appId = typeof body === 'object' && body !== null && 'appId' in body ? Number(body.appId) : NaN;
  if (!Number.isInteger(appId) || appId <= 0)
    throw new Error(`could not create an application: ${JSON.stringify(body)}`);
  return appId;
}
