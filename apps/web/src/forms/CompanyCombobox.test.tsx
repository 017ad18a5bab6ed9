import { COMPANY_AUTOCOMPLETE_MIN } from '@consent/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { CompanyCombobox } from './CompanyCombobox';

function Company() {
  const form = useForm({ defaultValues: { full_name: '' } });
  return (
    <CompanyCombobox
      id="owner_full_name"
      label="Company name"
      input={form.register('full_name')}
      value={form.watch('full_name')}
      onChoose={() => {}}
    />
  );
}

const SEARCH = 'GET /api/companies/search?q=To';

describe('company name autocomplete (spec point 5 "Company name autocomplete starts at 2 characters")', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('asks the register nothing for 1 character, and asks it from 2', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const found = {
      result: 'success',
      message: '',
      data: [{ name: 'Tōtara Construction Limited', nzbn: '9429000000001', registration_number: '100001' }],
    };
    const { calls } = renderApp('/x', { [SEARCH]: { status: 200, body: found } }, undefined, [
      { path: '/x', element: <Company /> },
    ]);
    expect(COMPANY_AUTOCOMPLETE_MIN).toBe(2);
    await user.type(screen.getByLabelText('Company name'), 'T');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Company name'), 'o');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([SEARCH]);
    expect(await screen.findByRole('option', { name: /Tōtara Construction Limited/ })).toBeTruthy();
  });
});
