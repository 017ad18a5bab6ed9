import { expect, test, type Page } from '@playwright/test';
import { FORM_STEP_TITLES, defined } from '@consent/domain';
import { keyboardActor, mouseActor, type Actor } from '../support/actors';
import { pdfFile } from '../support/attachments';
import { expectNoAxeViolations } from '../support/axe';
import { budgetedStep } from '../support/budget';
import { REFERENCE_PATTERN } from '../support/submit';
import { signedUpThroughApi, uniqueEmail } from '../support/users';
import { expectWizardPage } from '../support/wizard';

/**
 * Issue 15's done-when: a building consent with a PIM, from the main page to the confirmation, through the task
 * list, Back on every page, check your answers and the declaration; axe clean on every page. Once by keyboard
 * alone (every control reached with Tab and arrows, each showing its focus), once on a phone with the mouse.
 * Christchurch asks no pre-application meeting and no invoice payer: ten pages for a new owner.
 */
const COUNCIL = 'Christchurch City Council';
const OWNER = {
  name: 'Aroha Ngata',
  mail: 'PO Box 4321, Christchurch 8140',
  phone: '03 941 8999',
  email: 'aroha@example.co.nz',
};
const STEPS = 10;

function journey(page: Page, actor: Actor) {
  const h1 = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
  const button = (name: string) => page.getByRole('button', { name, exact: true });
  const group = (name: string | RegExp) => page.getByRole('group', { name });
  const onPage = async (heading: string, n: number) => {
    await expectWizardPage(page, heading, `Step ${n} of ${STEPS}`);
    await loaded();
  };
  const next = () => actor.activate(button('Continue'));
  /** A page's forms have loaded (Continue before then is refused with 'Form was not loaded'). */
  const loaded = () => expect(page.locator('p.loading')).toHaveCount(0);

  /** Back to the page before and Continue again: Back works on this page and keeps what was saved. */
  async function backAndReturn(previous: string, current: string) {
    await actor.activate(button('Back'));
    await expect(h1(previous)).toBeVisible();
    await loaded();
    await next();
    await expect(h1(current)).toBeVisible();
    await loaded();
  }

  return {
    async start() {
      await actor.activate(
        page
          .getByRole('region', { name: 'Start an application' })
          .getByRole('button', { name: 'Building consent (with or without PIM)', exact: true }),
      );
      const council = page.getByRole('dialog', { name: 'Select council for new application' });
      await actor.pick(council.getByLabel('Council'), COUNCIL);
      await actor.activate(council.getByRole('button', { name: 'Continue' }));
      const checklist = page.getByRole('dialog', { name: 'Before you apply for a building consent' });
      await expect(checklist.getByRole('checkbox').first()).toBeVisible();
      await expectNoAxeViolations(page);
      for (const box of await checklist.getByRole('checkbox').all()) await actor.choose(box);
      await actor.activate(checklist.getByRole('button', { name: 'Proceed' }));
      // Start at the start: page 1, the PIM question.
      await expect(page).toHaveURL(/\/helix\/newapp\/\d+\?task=jump&step=1$/);
      return Number(defined(/newapp\/(\d+)/.exec(page.url()), '/newapp\\/(\\d+)/.exec(page.url())')[1]);
    },

    async pim() {
      await onPage(FORM_STEP_TITLES.pimQuestion, 1);
      await expect(button('Back')).toHaveCount(0);
      await actor.choose(page.getByLabel('Yes, I need a PIM'));
      await actor.choose(page.getByLabel('Building work over or adjacent to any road or public place'));
      await next();
    },

    async role() {
      await onPage("Applicant's Role", 2);
      await backAndReturn(FORM_STEP_TITLES.pimQuestion, "Applicant's Role");
      await actor.choose(page.getByLabel('I am the owner'));
    },

    async owner() {
      await onPage("Owner's Detail", 3);
      await backAndReturn("Applicant's Role", "Owner's Detail");
      await actor.fill(page.getByLabel("Owner's full name"), OWNER.name);
      await actor.fill(page.getByLabel('Mailing address'), OWNER.mail);
      await actor.fill(page.getByLabel('Phone number'), OWNER.phone);
      await actor.fill(page.getByLabel('Email address'), OWNER.email);
      await next();
    },

    /** The task list from a wizard page: every page with its status; a link returns to the page. */
    async taskList() {
      await actor.activate(page.getByRole('link', { name: /^Application progress/ }));
      await expect(h1('Application progress')).toBeVisible();
      const list = page.getByRole('list').filter({ has: page.getByRole('link', { name: "Applicant's Role" }) });
      await expect(list.getByRole('listitem')).toHaveCount(STEPS);
      const status = (name: string) => list.getByRole('listitem').filter({ hasText: name }).locator('.tag');
      await expect(status('PIM (Project Information Memorandum)')).toHaveText('Completed');
      await expect(status("Applicant's Role")).toHaveText('Completed');
      await expect(status("Owner's Detail")).toHaveText('Completed');
      await expect(status('First Point of Contact')).toHaveText('In progress');
      await expect(status('File Attachments')).toHaveText('Not started');
      await expectNoAxeViolations(page);
      await actor.activate(list.getByRole('link', { name: 'First Point of Contact' }));
    },

    async firstContact() {
      await onPage('First Point of Contact', 4);
      await backAndReturn("Owner's Detail", 'First Point of Contact');
      await this.taskList();
      await expect(h1('First Point of Contact')).toBeVisible();
      await actor.choose(page.getByLabel('The owner'));
      await next();
    },

    async site() {
      await onPage('Site Location', 5);
      await backAndReturn('First Point of Contact', 'Site Location');
      const street = page.getByRole('combobox', { name: 'Street address' });
      await actor.suggest(street, '101 Ricc', page.getByRole('option', { name: /^101 Riccarton Road/ }));
      await expect(page.getByRole('region', { name: 'Parcel information' })).toContainText('Lot 1 DP 21458');
      await actor.choose(page.getByLabel('Yes', { exact: true }));
      await next();
    },

    async project() {
      await onPage('Tell Us About Your Project', 6);
      await backAndReturn('Site Location', 'Tell Us About Your Project');
      await actor.fill(page.getByLabel('Describe the building work'), 'A new three-bedroom house');
      await actor.choose(group('What type of building work is it?').getByLabel('Residential'));
      await actor.choose(group(/two or more allotments/).getByLabel('No'));
      await actor.activate(button('Add a building'));
      const dialog = page.getByRole('dialog', { name: 'Add a building' });
      const use = '1.0.2(Housing – Detached dwellings)';
      await actor.fill(dialog.getByLabel('Building name'), 'House');
      await actor.choose(dialog.getByLabel('Residential', { exact: true }));
      await actor.pick(dialog.getByLabel('Classified use (Building Code clause A1)'), use);
      await actor.pick(dialog.getByLabel('Proposed work'), 'New building');
      await actor.fill(dialog.getByLabel('Estimated value of the work, in dollars'), '450000');
      await actor.pick(dialog.getByLabel('Current use of the building'), use);
      for (const question of [
        /use of the building change/,
        /restricted building work/,
        /cable car/,
        /owner-builder/,
        /compliance schedule/,
      ]) {
        await actor.choose(dialog.getByRole('group', { name: question }).getByLabel('No'));
      }
      await actor.choose(dialog.getByRole('group', { name: /residential building contract/ }).getByLabel('Yes'));
      await expectNoAxeViolations(page);
      await actor.activate(dialog.getByRole('button', { name: 'Save building' }));
      await expect(dialog).toBeHidden();
      const clauses = group('Building Code clauses for House');
      await actor.choose(clauses.getByLabel('B1 Structure'));
      await actor.pick(clauses.getByLabel('How B1 will be met'), 'Acceptable Solution');
      await next();
    },

    async contacts() {
      await onPage('Project Contacts', 7);
      await backAndReturn('Tell Us About Your Project', 'Project Contacts');
      await actor.choose(group(/Will licensed building practitioners/).getByLabel('No', { exact: true }));
      await next();
    },

    async plg() {
      await onPage('FORM PLG 1', 8);
      await backAndReturn('Project Contacts', 'FORM PLG 1');
      await actor.choose(group('Will the project change the use of the land?').getByLabel('No'));
      await actor.choose(group('Will the project disturb the soil?').getByLabel('No'));
      await actor.choose(group(/Hazardous Activities and Industries List/).getByLabel('No', { exact: true }));
      await next();
    },

    async misc() {
      await onPage('Miscellaneous Information', 9);
      await backAndReturn('FORM PLG 1', 'Miscellaneous Information');
      for (const question of [
        'Is the work related to a natural disaster?',
        'Are there dogs on the site?',
        'Does the project include a swimming pool?',
        /new connection/,
      ]) {
        await actor.choose(group(question).getByLabel('No', { exact: true }));
      }
      await next();
    },

    async attachments() {
      await onPage('File Attachments', 10);
      await backAndReturn('Miscellaneous Information', 'File Attachments');
      // Read once the documents have loaded: before, the list is not there and reads as nothing needed.
      const stillNeeded = page.getByRole('list', { name: 'Still needed' });
      await expect(stillNeeded).toBeVisible();
      const needed = await stillNeeded.getByRole('strong').allTextContents();
      expect(needed.length).toBeGreaterThan(0);
      await actor.upload(
        page.getByLabel('Choose files'),
        needed.map((name) => pdfFile(`${name}.pdf`)),
      );
      const queue = page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem');
      for (const [i, name] of needed.entries())
        await actor.pick(queue.nth(i).getByLabel('What is this document?'), `${name} (required)`);
      await actor.activate(
        needed.length > 1 ? button('Upload all files') : page.getByRole('button', { name: /^Upload/ }),
      );
      await expect(page.getByText('Every required document has been uploaded.')).toBeVisible();
      await next();
    },

    async declareAndSubmit(appId: number) {
      await expect(h1('Check your answers before submitting')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/helix/app/obca/${appId}/\\d+\\?opt=resume$`));
      await expectNoAxeViolations(page);
      await actor.fill(page.getByLabel('Your full name'), OWNER.name);
      await actor.choose(page.getByLabel('I agree to the declaration'));
      await actor.activate(button('Submit application'));
      await expect(h1('Application submitted')).toBeVisible();
      await expect(page.getByText(REFERENCE_PATTERN)).toBeVisible();
      await expect(page.getByRole('main')).toContainText(COUNCIL);
      await expectNoAxeViolations(page);
    },
  };
}

/**
 * Ten pages, each visited twice (Back and Continue), plus an axe scan of each: each phase has its own budget (a few
 * times what it takes on a quiet machine), and the journey may take what its phases allow together.
 */
async function run(page: Page, actor: Actor, label: string) {
  const steps = journey(page, actor);
  await budgetedStep('register: the main page', 30, async () => {
    await signedUpThroughApi(page, OWNER.name, uniqueEmail(label));
  });
  const appId = await budgetedStep('main page to page 1: tile, council, checklist', 30, () => steps.start());
  await budgetedStep('page 1: the PIM question, answered yes with a matter', 20, () => steps.pim());
  await budgetedStep("page 2: the applicant's role", 30, () => steps.role());
  await budgetedStep("page 3: the owner's details", 30, () => steps.owner());
  await budgetedStep('page 4: first point of contact, and the task list', 40, () => steps.firstContact());
  await budgetedStep('page 5: site location and record of title', 30, () => steps.site());
  await budgetedStep('page 6: the project and its building', 60, () => steps.project());
  await budgetedStep('page 7: project contacts', 30, () => steps.contacts());
  await budgetedStep('page 8: FORM PLG 1', 30, () => steps.plg());
  await budgetedStep('page 9: miscellaneous information', 30, () => steps.misc());
  await budgetedStep('page 10: file attachments', 40, () => steps.attachments());
  await budgetedStep('check your answers, declaration, submit, confirmation', 40, () => steps.declareAndSubmit(appId));
}

test('a building consent with a PIM by keyboard alone, from the main page to the confirmation, focus always visible', async ({
  page,
}) => {
  await run(page, keyboardActor(page), 'keyboard');
});

test.describe('on a 390 x 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the same journey with the mouse', async ({ page }) => {
    await run(page, mouseActor(), 'phone');
  });
});
