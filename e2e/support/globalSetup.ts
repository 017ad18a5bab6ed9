import { STRIPE_NOTIFICATION_PATH } from '@consent/domain';
import type { FullConfig } from '@playwright/test';
import { smtpPort, startMailCatcher } from './mailRun';
import { E2E_STRIPE_SECRET_KEY, E2E_STRIPE_WEBHOOK_SECRET, stripeStandInPort } from './stripeRun';
import { startStripeStandIn } from './stripeStandIn';

/**
 * Before the run: the Stripe stand-in the e2e server's card payments talk to (ADR 0071), whose hosted page posts the
 * signed notification to the server's endpoint and returns the browser to the product, and the SMTP server the e2e
 * server sends its mail through (mailRun.ts). Both stopped after the run.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const baseURL = String(config.projects[0]?.use.baseURL);
  const productPort = Number(new URL(baseURL).port);
  const stripe = await startStripeStandIn(E2E_STRIPE_SECRET_KEY, {
    port: stripeStandInPort(productPort),
    webhook: { url: new URL(STRIPE_NOTIFICATION_PATH, baseURL).toString(), secret: E2E_STRIPE_WEBHOOK_SECRET },
  });
  const stopMail = await startMailCatcher(smtpPort(productPort));
  return async () => {
    await stripe.close();
    await stopMail();
  };
}
