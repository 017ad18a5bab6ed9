import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { contactCard, createApplicationAt, openContactsPage, pickFromRegister } from '../support/contacts';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { continueOn } from '../support/wizard';
import { defined } from '@consent/domain';

const COUNCIL = 'Christchurch City Council';

test('LBPs from the register: one class, several classes through the dialog, an inactive one refused; change, remove, and the library', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedUpThroughApi(page, 'Tama Rewiti', uniqueEmail('contacts'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Tama Rewiti' })).toBeVisible();
  const appId = await createApplicationAt(page, '', { type: 2, param: 'standard', council: COUNCIL });
  await openContactsPage(page, '', appId);
  await expect(page.getByRole('button', { name: 'Add another professional' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // One current class: picking fills name, phone, email, licence number and class.
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await pickFromRegister(page, 'hemi walk', 'Hemi Walker');
  await expect(page.getByLabel('Full name')).toHaveValue('Hemi Walker');
  await expect(page.getByLabel('Phone number')).toHaveValue('021 448 2093');
  await expect(page.getByLabel('Email address')).toHaveValue('hemi.walker@example.co.nz');
  await expect(page.getByLabel('LBP number')).toHaveValue('BP104233');
  await expect(page.getByLabel('Licence class')).toHaveValue('Carpentry');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Hemi Walker')).toContainText('LBP BP104233, Carpentry');

  // Several current classes: the licensed-classes dialog asks which one.
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await pickFromRegister(page, 'mere tane', 'Mere Tane');
  const dialog = page.getByRole('dialog', { name: 'Choose a licence class' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(2);
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Site 2').check();
  await dialog.getByRole('button', { name: 'Use this class' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Licence class')).toHaveValue('Site 2');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Mere Tane')).toContainText('LBP BP118822, Site 2');

  // No active class: refused with the spec's warning, and the form clears.
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await page.getByLabel('Full name').fill('Half typed');
  await pickFromRegister(page, 'rawiri', 'Rawiri Parata');
  await expect(page.getByRole('alert')).toHaveText(
    "Unable to select Licensed Building Practitioner 'Rawiri Parata (BP127450)' has no active licence.",
  );
  await expect(page.getByLabel('Full name')).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Change and remove (with confirmation).
  await page.getByRole('button', { name: 'Change Hemi Walker' }).click();
  await page.getByLabel('Phone number').fill('021 000 1111');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Hemi Walker')).toContainText('Phone number: 021 000 1111');
  await page.getByRole('button', { name: 'Remove Mere Tane' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this contact?' });
  await expect(confirm).toContainText('Mere Tane will be removed');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(contactCard(page, 'Mere Tane')).toHaveCount(0);

  // The page's question, then on to the next page.
  await page
    .getByRole('group', { name: /Will licensed building practitioners/ })
    .getByLabel('Yes', { exact: true })
    .check();
  await continueOn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'FORM PLG 1' })).toBeVisible();

  // A second application offers Hemi again from the user's earlier contacts.
  const second = await createApplicationAt(page, '', { type: 2, param: 'standard', council: COUNCIL });
  await openContactsPage(page, '', second);
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  await page.getByLabel('Search your earlier contacts').fill('BP1042');
  await expect(page.getByLabel('Choose from your earlier contacts').getByRole('option')).toHaveText([
    'Choose a contact',
    'Hemi Walker, BP104233, Carpentry',
  ]);
  await page
    .getByLabel('Choose from your earlier contacts')
    .selectOption({ label: 'Hemi Walker, BP104233, Carpentry' });
  await expect(page.getByLabel('Phone number')).toHaveValue('021 000 1111');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contactCard(page, 'Hemi Walker')).toContainText('LBP BP104233, Carpentry');
});

test('the register search pages: "Load more practitioners" adds the next page, by mouse and by keyboard', async ({
  page,
}) => {
  await signedUpThroughApi(page, 'Aroha Ngata', uniqueEmail('load-more'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Aroha Ngata' })).toBeVisible();
  const appId = await createApplicationAt(page, '', { type: 2, param: 'standard', council: COUNCIL });
  await openContactsPage(page, '', appId);
  await page.getByRole('button', { name: 'Add a licensed building practitioner' }).click();
  const search = page.getByRole('combobox', { name: 'Search the LBP register' });
  const found = page.getByRole('listbox', { name: 'Practitioners found' });
  const practitioners = found.getByRole('option').filter({ hasNotText: 'Load more practitioners' });
  const loadMore = found.getByRole('option', { name: 'Load more practitioners' });

  await search.fill('an');
  await expect(practitioners).toHaveCount(10);
  await expect(loadMore).toBeVisible();
  await expectNoAxeViolations(page);
  const firstPage = await practitioners.allTextContents();
  await loadMore.click();
  await expect(practitioners).toHaveCount(20);
  const twoPages = await practitioners.allTextContents();
  expect(twoPages.slice(0, 10)).toEqual(firstPage);
  expect(new Set(twoPages).size).toBe(20);

  // From the keyboard: the first of the page just loaded is active (the field, which keeps focus, names it as its
  // aria-activedescendant); arrow down past the rest to "Load more", then Enter.
  const isActive = async (option: typeof loadMore) => {
    await expect(search).toHaveAttribute('aria-activedescendant', defined(await option.getAttribute('id'), 'its id'));
  };
  await isActive(practitioners.nth(10));
  for (let i = 0; i < 10; i++) await search.press('ArrowDown');
  await isActive(loadMore);
  await search.press('Enter');
  await expect(practitioners).toHaveCount(30);
  await isActive(practitioners.nth(20));
  const chosen = defined(await practitioners.nth(20).textContent(), '(await practitioners.nth(20).textContent())');
  await search.press('Enter');
  await expect(found).toBeHidden();
  await expect(search).not.toHaveValue('an');
  expect(chosen).toContain(await search.inputValue());
});

test('another professional with a registration number, where the contacts mode is both (flood-affected consent)', async ({
  page,
}) => {
  await signedUpThroughApi(page, 'Losa Faleolo', uniqueEmail('contacts-other'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kia ora, Losa Faleolo' })).toBeVisible();
  const appId = await createApplicationAt(page, '', { type: 2, param: 'flooded', council: COUNCIL });
  await openContactsPage(page, '', appId);
  await page.getByRole('button', { name: 'Add another professional' }).click();
  await page.getByRole('button', { name: 'Save contact' }).click();
  const problems = page.getByRole('alert').filter({ hasText: 'There is a problem with this contact' });
  await expect(problems).toContainText("Error! Please enter the contact's full name.");
  await expect(problems).toContainText('Please enter the phone number or select "I don\'t have this information"');
  await expectNoAxeViolations(page);
  await page.getByLabel('Full name').fill('Ana Sione');
  await page.getByLabel('Phone number').fill('04 555 0199');
  await page.getByLabel("I don't have this information").nth(1).check();
  await expect(page.getByLabel('Email address')).toBeDisabled();
  await page.getByLabel('Profession', { exact: true }).selectOption('Engineer');
  await page.getByLabel('Registration number (optional)').fill('CPEng 1012345');
  await page.getByRole('button', { name: 'Save contact' }).click();
  const card = contactCard(page, 'Ana Sione');
  await expect(card).toContainText('Engineer, registration CPEng 1012345');
  await expect(card).toContainText('Email: Not provided');
  await expectNoAxeViolations(page);
});
