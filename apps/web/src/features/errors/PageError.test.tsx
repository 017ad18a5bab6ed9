import { defined } from '@consent/domain';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../routes/routes';
import { aUser, renderApp } from '../../../test/renderApp';

function Broken(): never {
  throw new TypeError("Cannot read properties of null (reading 'toLowerCase')");
}

/** The real route table with one page that always fails to draw, inside the same error boundary as every page. */
function routesWithABrokenPage(): RouteObject[] {
  const layout = defined(routes[0], 'the layout route');
  const pages = defined(layout.children?.[0], 'the pages route');
  if (!pages.children) throw new Error('the route table changed shape');
  const broken: RouteObject = { path: 'helix/broken/:appId', element: <Broken /> };
  return [
    {
      element: layout.element,
      errorElement: layout.errorElement,
      children: [{ errorElement: pages.errorElement, children: [broken, ...pages.children] }],
    },
  ];
}

describe('a page that fails to draw', () => {
  // React reports an error its boundary caught on the console; the test expects that one.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows a clear message with the ways back instead of a blank screen, keeps the frame, and reports it once', async () => {
    const { calls } = renderApp(
      '/helix/broken/42?secret=typed',
      {
        'GET /api/auth/me': { status: 200, body: aUser() },
        'POST /api/client-errors': { status: 200, body: { result: 'success', message: 'Reported' } },
      },
      undefined,
      routesWithABrokenPage(),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sorry, there is a problem with this page' }),
    ).toBeTruthy();
    expect(screen.getByText('Everything you saved before this happened is kept.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to your application' }).getAttribute('href')).toBe(
      '/helix/newapp/42',
    );
    expect(screen.getByRole('link', { name: 'Go to your applications' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Try this page again' })).toBeTruthy();
    // The header (the frame) is still drawn around it.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByText('We have been told about the problem.')).toBeTruthy();
    const reports = calls.filter((c) => c.path === '/api/client-errors');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.body).toMatchObject({
      message: "Cannot read properties of null (reading 'toLowerCase')",
      path: '/helix/broken/42',
    });
  });
});
