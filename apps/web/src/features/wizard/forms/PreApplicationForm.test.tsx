import { PLAIN_COUNCIL_CONFIG, defined, messages } from '@consent/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anApplication } from '../../../../test/anApplication';
import { firstPageServer } from '../../../../test/firstPageServer';
import { renderApp } from '../../../../test/renderApp';

const application = anApplication({
  step: { step: 1, max_step: 1 },
  config: { ...PLAIN_COUNCIL_CONFIG, enablePreApplication: true },
});
const server = firstPageServer(application);
// The whole app renders: its first page loads lazily, which on a busy machine can take longer than test/setup.ts's 8 s.
const SLOW = { timeout: 15_000 };
const REFERENCE = 'Pre-application meeting reference number';

describe("the pre-application meeting (spec point 2 \"The pre-application reference box appears on 'yes' and hides on 'no'\")", () => {
  it("shows the reference box on 'yes', hides it on 'no', and checks the reference live for letters and digits only (spec point 5)", async () => {
    const user = userEvent.setup();
    renderApp('/helix/newapp/42?task=jump&step=1', server);
    const yes = await screen.findByRole('radio', { name: 'Yes' }, SLOW);
    expect(screen.queryByLabelText(REFERENCE)).toBeNull();
    await user.click(yes);
    const box = await screen.findByLabelText(REFERENCE);
    await user.type(box, 'PAM-1');
    expect(await screen.findByText(messages.preAppInvalidReference)).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.clear(box);
    await user.type(box, 'PAM1');
    expect(screen.queryByText(messages.preAppInvalidReference)).toBeNull();
    await user.click(defined(screen.getAllByRole('radio', { name: 'No' })[0], 'the first No'));
    expect(screen.queryByLabelText(REFERENCE)).toBeNull();
  });
});
