import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazyScreen';

const Page = ({ title }: { title: string }) => <h1>{title}</h1>;
const inSuspense = (node: React.ReactNode) => <Suspense fallback={<p>Loading the page…</p>}>{node}</Suspense>;

describe('a screen loaded on demand', () => {
  it('draws at once, with no fallback, once its code has been started and has arrived', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Page }));
    await Screen.start();
    act(() => {
      render(inSuspense(<Screen title="Sign in" />));
    });
    expect(screen.getByRole('heading', { name: 'Sign in' }).textContent).toBe('Sign in');
    expect(screen.queryByText('Loading the page…')).toBeNull();
  });

  it('shows the fallback until its code arrives when rendered first, loading it once', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads += 1;
      return Promise.resolve({ default: Page });
    });
    render(inSuspense(<Screen title="Your applications" />));
    expect(screen.queryByText('Loading the page…')).not.toBeNull();
    expect((await screen.findByRole('heading', { name: 'Your applications' })).textContent).toBe('Your applications');
    await Screen.start();
    expect(loads).toBe(1);
  });
});
