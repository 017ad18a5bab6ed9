import { FORM_STEP_TITLES, PIM_MATTERS, PLAIN_COUNCIL_CONFIG } from '@consent/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { firstPageServer } from '../../../../test/firstPageServer';
import { renderApp } from '../../../../test/renderApp';

// The whole app renders: its first page loads lazily, which on a busy machine can take longer than test/setup.ts's 8 s.
const SLOW = { timeout: 15_000 };

/** How many times the words are shown (the visually hidden copy a screen reader needs is not shown). */
const shown = (text: string) =>
  screen.queryAllByText(text).filter((element) => !element.closest('.visually-hidden')).length;

describe('the PIM question', () => {
  it('shows its question once when it follows the pre-application meeting, as the heading of its radios', async () => {
    renderApp(
      '/helix/newapp/42?task=jump&step=1',
      firstPageServer(
        anApplication({
          step: { step: 1, max_step: 1 },
          config: { ...PLAIN_COUNCIL_CONFIG, enablePreApplication: true },
        }),
      ),
    );
    const heading = await screen.findByRole('heading', { level: 2, name: FORM_STEP_TITLES.pimQuestion }, SLOW);
    expect(shown(FORM_STEP_TITLES.pimQuestion)).toBe(1);
    expect(heading.closest('legend')).toBeTruthy();
    expect(screen.getByRole('group', { name: FORM_STEP_TITLES.pimQuestion })).toBeTruthy();
  });

  it("shows it once as the page's h1 when it is the page's only form, and the radios keep it as their name", async () => {
    renderApp('/helix/newapp/42?task=jump&step=1', firstPageServer(anApplication({ step: { step: 1, max_step: 1 } })));
    expect(await screen.findByRole('heading', { level: 1, name: FORM_STEP_TITLES.pimQuestion }, SLOW)).toBeTruthy();
    await screen.findByLabelText('No, I do not need a PIM', {}, SLOW);
    expect(shown(FORM_STEP_TITLES.pimQuestion)).toBe(1);
    expect(screen.getByRole('group', { name: FORM_STEP_TITLES.pimQuestion })).toBeTruthy();
  });

  it('shows the PIM-only matters question once, and never writes PIM in lower case', async () => {
    renderApp(
      '/helix/newapp/42?task=jump&step=1',
      firstPageServer(anApplication({ application_type: 1, appTypeCode: 'pim', step: { step: 1, max_step: 1 } })),
    );
    expect(await screen.findByRole('heading', { level: 1, name: FORM_STEP_TITLES.pimOnlyQuestion }, SLOW)).toBeTruthy();
    await screen.findByLabelText(PIM_MATTERS[0].name, {}, SLOW);
    expect(shown(FORM_STEP_TITLES.pimOnlyQuestion)).toBe(1);
    expect(document.body.textContent).not.toMatch(/\b(?!PIM\b)[pP][iI][mM]\b/);
  });
});
