/*
 * The browser run's Stripe (ADR 0071): the secrets the e2e server is started with and the port of the stand-in the
 * global setup starts for it, derived from E2E_PORT so runs side by side on other ports never share a stand-in.
 */
export const E2E_STRIPE_SECRET_KEY = 'sk_test_e2e_standin';
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_standin';

/** The stand-in listens 1000 above the product's port (3100 -> 4100; 3221 -> 4221). */
export const stripeStandInPort = (productPort: number) => productPort + 1000;

/** The e2e server's environment for card payments: its secrets and the stand-in as Stripe's API. */
export function stripeEnvironment(productPort: number): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: E2E_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: `http://127.0.0.1:${String(stripeStandInPort(productPort))}`,
  };
}
