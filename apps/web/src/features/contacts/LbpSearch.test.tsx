import { contactMessages, type LbpSearchItem } from '@consent/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, type FakeServer } from '../../../test/renderApp';
import { LbpSearch } from './LbpSearch';

const SEARCH = '/a2/public/lbp-api/search?q=an&fields=&page=';
const page = (data: LbpSearchItem[], n: number, loadmore: boolean) => ({
  status: 200,
  body: { status_code: 200, message: '', data, page: n, total: 3, loadmore },
});
const aroha = { names: 'Aroha Ngata', lbpNumber: 'BP100017' };
const hemi = { names: 'Hemi Walker', lbpNumber: 'BP104233' };
const mere = { names: 'Mere Tane', lbpNumber: 'BP118822' };

function renderSearch(server: FakeServer) {
  const chosen: LbpSearchItem[] = [];
  const down: string[] = [];
  const element = (
    <LbpSearch id="contact-search" onChoose={(p) => chosen.push(p)} onRegisterDown={(message) => down.push(message)} />
  );
  const { calls } = renderApp('/x', server, undefined, [{ path: '/x', element }]);
  return { calls, chosen, down, search: screen.getByRole('combobox', { name: 'Search the LBP register' }) };
}

const active = (search: HTMLElement) => {
  const id = search.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('the LBP register search (ui/Combobox with "load more")', () => {
  it('moves with the arrows, loads the next page by Enter on "Load more practitioners" with its first practitioner active, closes on Escape and chooses by Enter', async () => {
    const user = userEvent.setup();
    const { calls, chosen, search } = renderSearch({
      [`GET ${SEARCH}1`]: page([aroha, hemi], 1, true),
      [`GET ${SEARCH}2&loadmore=y`]: page([mere], 2, false),
    });
    await user.type(search, 'an');
    expect(await screen.findByRole('option', { name: /Aroha Ngata/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('3 practitioners found, more can be loaded');

    await user.keyboard('{ArrowDown}');
    expect(active(search)).toBe('Aroha NgataBP100017');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(search)).toBe('Load more practitioners');
    await user.keyboard('{ArrowUp}');
    expect(active(search)).toBe('Hemi WalkerBP104233');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('option', { name: /Mere Tane/ })).toBeTruthy();
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Aroha NgataBP100017',
      'Hemi WalkerBP104233',
      'Mere TaneBP118822',
    ]);
    expect(active(search)).toBe('Mere TaneBP118822');
    expect(calls.map((c) => c.path)).toEqual([`${SEARCH}1`, `${SEARCH}2&loadmore=y`]);

    await user.keyboard('{Escape}');
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(chosen).toEqual([]);

    // ArrowDown opens the closed list again; the arrows then start from its first practitioner.
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(search)).toBe('Hemi WalkerBP104233');
    await user.keyboard('{Enter}');
    expect(chosen).toEqual([hemi]);
    expect((search as HTMLInputElement).value).toBe('Hemi Walker');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("says the register is not responding when a next page fails, with the spec's message, and closes the list", async () => {
    const user = userEvent.setup();
    const { down, search } = renderSearch({
      [`GET ${SEARCH}1`]: page([aroha, hemi], 1, true),
      [`GET ${SEARCH}2&loadmore=y`]: { status: 502, body: { result: 'error', message: 'Bad gateway', details: [] } },
    });
    await user.type(search, 'an');
    await user.click(await screen.findByRole('option', { name: 'Load more practitioners' }));
    await waitFor(() => {
      expect(down).toEqual([contactMessages.lbpRegisterNotResponding]);
    });
    expect(search.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
