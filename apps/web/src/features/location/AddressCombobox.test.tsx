import { parcelMessages } from '@consent/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { AddressCombobox } from './AddressCombobox';

function Street() {
  const [value, setValue] = useState('');
  return (
    <AddressCombobox appId={7} id="site_street" label="Street" value={value} onType={setValue} onChoose={() => {}} />
  );
}

const SEARCH = 'GET /api/addresses?q=Pon&limit=8&appId=7';

/** Spec point 9's delay, written out: the product's constant (ADDRESS_AUTOCOMPLETE_DELAY_MS) is what is under test. */
const SPEC_DELAY_MS = 500;

describe('address autocomplete (spec point 9: "minimum 3 characters, 500 ms delay, … \'Loading... Please wait.\' while loading", search limit 8)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks nothing under 3 characters, then says Loading... Please wait. and asks for 8 results 500 ms after typing stops', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { calls } = renderApp('/x', { [SEARCH]: { status: 200, body: { addresses: [] } } }, undefined, [
      { path: '/x', element: <Street /> },
    ]);
    await user.type(screen.getByLabelText('Street'), 'Po');
    act(() => {
      vi.advanceTimersByTime(SPEC_DELAY_MS * 2);
    });
    expect(calls).toHaveLength(0);
    expect(screen.queryAllByText(parcelMessages.loading)).toHaveLength(0);

    await user.type(screen.getByLabelText('Street'), 'n');
    expect(screen.getAllByText(parcelMessages.loading).length).toBeGreaterThan(0);
    act(() => {
      vi.advanceTimersByTime(SPEC_DELAY_MS / 2);
    });
    expect(calls).toHaveLength(0);
    await act(async () => vi.advanceTimersByTime(SPEC_DELAY_MS / 2));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([SEARCH]);
  });

  it('shows nothing to the user when the search fails (spec point 8 "Address autocomplete failure … nothing shown to the user")', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const failing = { status: 500, body: { result: 'error', message: 'Internal Server Error', details: [] } };
    renderApp('/x', { [SEARCH]: failing }, undefined, [{ path: '/x', element: <Street /> }]);
    await user.type(screen.getByLabelText('Street'), 'Pon');
    await act(async () => vi.advanceTimersByTime(SPEC_DELAY_MS));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.queryByText(/Internal Server Error|No addresses found/)).toBeNull();
    expect(screen.queryAllByText(parcelMessages.loading)).toHaveLength(0);
  });
});

describe('choosing a suggestion (ARIA 1.2 combobox: arrows and Enter)', () => {
  it('opens the list when the suggestions arrive, and ArrowDown then Enter chooses the first', async () => {
    const user = userEvent.setup();
    const location = {
      street: '12 Ponsonby Road',
      suburb: 'Grey Lynn',
      city: 'Auckland',
      postcode: '',
      legalDesc: 'Lot 2 DP 10433',
    };
    const suggestion = {
      addressId: 12,
      placeId: null,
      label: '12 Ponsonby Road, Grey Lynn, Auckland (Lot 2 DP 10433)',
      location,
    };
    const chosen: unknown[] = [];
    function Chooser() {
      const [value, setValue] = useState('');
      return (
        <AddressCombobox
          appId={7}
          id="site_street"
          label="Street"
          value={value}
          onType={setValue}
          onChoose={(s) => {
            chosen.push(s);
            setValue(s.location.street);
          }}
        />
      );
    }
    renderApp('/x', { [SEARCH]: { status: 200, body: { addresses: [suggestion] } } }, undefined, [
      { path: '/x', element: <Chooser /> },
    ]);
    const street = screen.getByRole('combobox', { name: 'Street' });
    expect(street.id).toBe('site_street'); // the error summary links to the field by its id
    await user.type(street, 'Pon');
    expect(await screen.findByRole('option', { name: suggestion.label }, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole('listbox', { name: /^Addresses found/ })).toBeTruthy();
    await user.keyboard('{ArrowDown}');
    expect(street.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([suggestion]);
    expect((street as HTMLInputElement).value).toBe('12 Ponsonby Road');
    expect(screen.queryByRole('listbox')).toBeNull();
    // A closed list has no active suggestion: the field must not name an option that is gone.
    expect(street.getAttribute('aria-expanded')).toBe('false');
    expect(street.getAttribute('aria-activedescendant')).toBeNull();
  });
});
