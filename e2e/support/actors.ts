import { expect, type Locator, type Page } from '@playwright/test';

/**
 * How a journey is driven: the same steps by keyboard alone or by mouse (touch-sized screen). The keyboard
 * reaches every control with Tab (Shift+Tab when it is above), arrows within a radio group, Space and Enter,
 * and checks that each control it passes shows a visible focus indicator.
 */
export interface Actor {
  /** Follows a link or presses a button. */
  activate(target: Locator): Promise<void>;
  /** Chooses a radio or ticks a checkbox. */
  choose(target: Locator): Promise<void>;
  /** Replaces a text field's value. */
  fill(target: Locator, text: string): Promise<void>;
  /** Chooses an option of a <select> by its label. */
  pick(target: Locator, label: string): Promise<void>;
  /** Opens a file input's chooser and gives it these files. */
  upload(target: Locator, files: Parameters<Locator['setInputFiles']>[0]): Promise<void>;
  /** Types into a combobox and chooses the suggestion. */
  suggest(combobox: Locator, text: string, option: Locator): Promise<void>;
}

const MARK = 'data-journey-target';

interface FocusState {
  hit: boolean;
  /** The target is above the focused element in document order. */
  above: boolean;
  /** The focused element, described for a failure message. */
  focused: string;
  /** A visible focus indicator: an outline or a box shadow, or it is an element focused by code only. */
  visible: boolean;
}

/** Runs in the page: where focus is, and whether it can be seen. */
function focusState(mark: string): FocusState {
  const active = document.activeElement as HTMLElement | null;
  const target = document.querySelector(`[${mark}]`);
  const radioName = target instanceof HTMLInputElement && target.type === 'radio' ? target.name : null;
  const inGroup =
    radioName !== null && active instanceof HTMLInputElement && active.type === 'radio' && active.name === radioName;
  const codeOnly = !active || active === document.body || active.getAttribute('tabindex') === '-1';
  // A ring (outline or box shadow) on the element, or the GOV.UK yellow focus background (the main page's tiles).
  const style = active ? getComputedStyle(active) : null;
  const outline =
    style !== null &&
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) > 0 &&
    style.outlineColor !== 'rgba(0, 0, 0, 0)';
  const shown =
    style !== null && (outline || style.boxShadow !== 'none' || style.backgroundColor === 'rgb(255, 221, 0)');
  return {
    hit: active === target || inGroup,
    above: Boolean(
      target && active && !codeOnly && active.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING,
    ),
    focused: active
      ? `${active.tagName.toLowerCase()}#${active.id} "${active.textContent.trim().slice(0, 40)}" (outline ${style?.outline}, box-shadow ${style?.boxShadow}, :focus ${active.matches(':focus')}, page focused ${document.hasFocus()})`
      : 'nothing',
    visible: codeOnly || shown,
  };
}

async function expectVisibleFocus(page: Page): Promise<FocusState> {
  const state = await page.evaluate(focusState, MARK);
  expect(state.visible, `no visible focus indicator on ${state.focused}`).toBe(true);
  return state;
}

/** Tabs (forwards, or back when the target is above) until the target, or its radio group, has focus. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  await target.evaluate((el, mark) => {
    el.setAttribute(mark, '');
  }, MARK);
  try {
    for (let presses = 0; presses < 200; presses++) {
      const state = await expectVisibleFocus(page);
      if (state.hit) return;
      await page.keyboard.press(state.above ? 'Shift+Tab' : 'Tab');
    }
    throw new Error(`Tab never reached ${target.toString()}`);
  } finally {
    await target
      .evaluate((el, mark) => {
        el.removeAttribute(mark);
      }, MARK)
      .catch(() => {});
  }
}

/** Within a radio group, arrows move to (and choose) the wanted radio; Space chooses the one focused. */
async function arrowTo(page: Page, radio: Locator): Promise<void> {
  for (let presses = 0; presses < 10; presses++) {
    const { focused, above } = await radio.evaluate((el) => ({
      focused: document.activeElement === el,
      above: Boolean(
        // Runs in the page, where the test's own helpers (defined()) do not exist.
        (document.activeElement?.compareDocumentPosition(el) ?? 0) & Node.DOCUMENT_POSITION_PRECEDING,
      ),
    }));
    if (focused) break;
    await page.keyboard.press(above ? 'ArrowUp' : 'ArrowDown');
    await expectVisibleFocus(page);
  }
  await expect(radio).toBeFocused();
}

export function keyboardActor(page: Page): Actor {
  return {
    async activate(target) {
      await tabTo(page, target);
      await page.keyboard.press('Enter');
    },
    async choose(target) {
      await tabTo(page, target);
      const radio = (await target.getAttribute('type')) === 'radio';
      if (radio) await arrowTo(page, target);
      // Arrows choose a radio as they move; Space chooses the first one Tab lands on, and ticks a checkbox.
      if (!(await target.isChecked())) await page.keyboard.press('Space');
    },
    async fill(target, text) {
      await tabTo(page, target);
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
      await expect(target).toHaveValue(text);
    },
    async pick(target, label) {
      await tabTo(page, target);
      const { wanted, current } = await target.evaluate((el, text) => {
        const select = el as HTMLSelectElement;
        return {
          wanted: [...select.options].findIndex((o) => o.label === text || o.text === text),
          current: select.selectedIndex,
        };
      }, label);
      expect(wanted, `option ${label}`).toBeGreaterThanOrEqual(0);
      for (let i = current; i !== wanted; i += wanted > current ? 1 : -1)
        await page.keyboard.press(wanted > current ? 'ArrowDown' : 'ArrowUp');
      await expect(target.locator('option:checked')).toHaveText(label);
    },
    async upload(target, files) {
      await tabTo(page, target);
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles(files);
      // Back from the chooser, the input still shows its focus (issue 15: it did not once a file was chosen).
      await expect(target).toBeFocused();
      await expectVisibleFocus(page);
    },
    async suggest(combobox, text, option) {
      await this.fill(combobox, text);
      await expect(option).toBeVisible();
      // The suggestion the arrows reached is the one the field names as its aria-activedescendant (focus stays in the field).
      const id = String(await option.getAttribute('id'));
      for (let presses = 0; presses < 10 && (await combobox.getAttribute('aria-activedescendant')) !== id; presses++)
        await page.keyboard.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-activedescendant', id);
      await page.keyboard.press('Enter');
    },
  };
}

export function mouseActor(): Actor {
  return {
    activate: (target) => target.click(),
    // A click, not check(): some radios move the page on by themselves (the role, 'no PIM'), and check() then waits
    // for a checked box on a page that has gone, until the test times out (it did, under load).
    choose: (target) => target.click(),
    async fill(target, text) {
      await target.click();
      await target.fill(text);
    },
    // A native <select>'s list is drawn by the browser, out of the page's reach: chosen as a tap on it would.
    async pick(target, label) {
      await target.selectOption({ label });
    },
    async upload(target, files) {
      const chooser = target.page().waitForEvent('filechooser');
      await target.click();
      await (await chooser).setFiles(files);
    },
    async suggest(combobox, text, option) {
      await this.fill(combobox, text);
      await option.click();
    },
  };
}
