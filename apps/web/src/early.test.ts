import { afterEach, describe, expect, it, vi } from 'vitest';
import { callKey, PAGE_CALLS_ELEMENT_ID, takeStartedPageCalls } from './api/pageCalls';

describe("the page's early script (ADR 0096)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starts each call the page names, once, and leaves each answer under the key the API client takes it by', async () => {
    const calls = [
      { method: 'POST', path: '/obca/application', body: { application_id: 42 } },
      { method: 'GET', path: '/obca/ajaxform/apptype/42' },
    ];
    document.body.innerHTML = `<script type="application/json" id="${PAGE_CALLS_ELEMENT_ID}">${JSON.stringify(calls)}</script>`;
    const fetch = vi.fn(
      async (path: string, _init?: RequestInit) => new Response(JSON.stringify({ path }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await import('./early');
    expect(
      fetch.mock.calls.map(([path, init]) =>
        `${init?.method} ${path} ${typeof init?.body === 'string' ? init.body : ''}`.trim(),
      ),
    ).toEqual(['POST /obca/application {"application_id":42}', 'GET /obca/ajaxform/apptype/42']);
    expect(document.getElementById(PAGE_CALLS_ELEMENT_ID)).toBeNull();
    const started = takeStartedPageCalls();
    expect([...(started?.keys() ?? [])]).toEqual([
      callKey('POST', '/obca/application', { application_id: 42 }),
      callKey('GET', '/obca/ajaxform/apptype/42'),
    ]);
    expect(await (await started?.get(callKey('GET', '/obca/ajaxform/apptype/42')))?.json()).toEqual({
      path: '/obca/ajaxform/apptype/42',
    });
    expect(takeStartedPageCalls()).toBeUndefined();
  });
});
