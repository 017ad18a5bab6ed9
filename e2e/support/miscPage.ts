import { expect, type Page } from '@playwright/test';
import { createApplicationByApi, expectFormsLoaded } from './wizard';

/* The Miscellaneous Information page, where the nothing-lost stories type (issue 33.4, ADRs 0069 and 0074). */
export const MISC_STEP = 14;
export const MISC = { level: 1, name: 'Miscellaneous Information' } as const;

/** An application of this user's at the Miscellaneous Information page, opened with its form loaded. */
export async function openMisc(page: Page, appId?: number): Promise<number> {
  const id = appId ?? (await createApplicationByApi(page, 2, 'Christchurch City Council'));
  if (appId === undefined)
    expect((await page.request.post('/obca/set_application_step', { data: { appId: id, step: MISC_STEP } })).ok()).toBe(
      true,
    );
  await page.goto(`/helix/newapp/${id}?task=jump&step=${MISC_STEP}`);
  await expect(page.getByRole('heading', MISC)).toBeVisible();
  await expectFormsLoaded(page);
  return id;
}

export const dogsAnswer = (page: Page, dogs: 'Yes' | 'No' = 'Yes') =>
  page.getByRole('group', { name: 'Are there dogs on the site?' }).getByLabel(dogs);

/** Every question on the page answered, dogs as given. */
export async function answerMisc(page: Page, dogs: 'Yes' | 'No' = 'Yes'): Promise<void> {
  await page.getByRole('group', { name: 'Is the work related to a natural disaster?' }).getByLabel('No').check();
  await dogsAnswer(page, dogs).check();
  await page.getByRole('group', { name: 'Does the project include a swimming pool?' }).getByLabel('No').check();
  await page
    .getByRole('group', { name: /new connection to the council/ })
    .getByLabel('No')
    .check();
}

/** Every page's unsaved input this device keeps (IndexedDB, ADR 0069): what a closed tab can offer back. */
const keptInputs = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ fields: { checked?: boolean }[] }[]>((resolve) => {
        const open = indexedDB.open('consent-kept-input');
        open.onsuccess = () => {
          const all = open.result.transaction('pages').objectStore('pages').getAll();
          all.onsuccess = () => {
            resolve(all.result as { fields: { checked?: boolean }[] }[]);
          };
        };
      }),
  );

/**
 * How many answers chosen (radios and boxes checked) this device keeps unsaved, over every page. Waiting for a page
 * to be kept is not enough: an earlier choice's copy may be.
 */
export const keptChoices = async (page: Page) =>
  (await keptInputs(page)).flatMap((kept) => kept.fields).filter((field) => field.checked === true).length;

/** How many pages' unsaved input this device keeps. */
export const keptPages = async (page: Page) => (await keptInputs(page)).length;
