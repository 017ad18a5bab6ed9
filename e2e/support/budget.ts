import { test } from '@playwright/test';

/**
 * One phase of an end-to-end journey, with a time budget of its own. A phase that runs over fails naming itself
 * and its budget, instead of the whole journey running into one test timeout with no word of where the time
 * went. Each phase's budget is added to the test's timeout, so a journey may take as long as its phases allow
 * together (plus the default for the browser and the page), and no longer.
 */
export async function budgetedStep<T>(title: string, seconds: number, body: () => Promise<T>): Promise<T> {
  const info = test.info();
  info.setTimeout(info.timeout + seconds * 1000);
  try {
    return await test.step(title, body, { timeout: seconds * 1000 });
  } catch (error) {
    if (error instanceof Error && /^Step timeout of \d+ms exceeded/.test(error.message)) {
      throw new Error(`The step "${title}" went over its budget of ${seconds} s`, { cause: error });
    }
    throw error;
  }
}
