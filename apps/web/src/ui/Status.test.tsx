import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Loading, LoadingGroup } from './Status';

/** A part that loads until the test calls its `finish`. */
function part(name: string) {
  let finish = () => {};
  function Part() {
    const [done, setDone] = useState(false);
    finish = () => {
      setDone(true);
    };
    return done ? <p>{name} answers</p> : <Loading>Loading {name}…</Loading>;
  }
  return {
    Part,
    finish: () => {
      act(() => {
        finish();
      });
    },
  };
}

const hidden = (text: string) => screen.getByText(text).closest('[hidden]') !== null;

describe('LoadingGroup', () => {
  it('shows one loading message until every part has loaded, then all of them at once', () => {
    const owner = part('owner');
    const site = part('site');
    render(
      <LoadingGroup label="Loading your answers…">
        <owner.Part />
        <site.Part />
      </LoadingGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading your answers…');
    owner.finish();
    // The owner's answers are there but hidden while the site's still load.
    expect(hidden('owner answers')).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Loading your answers…');
    site.finish();
    expect(hidden('owner answers')).toBe(false);
    expect(hidden('site answers')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows its parts at once when none of them loads', () => {
    render(
      <LoadingGroup label="Loading your answers…">
        <p>Already here</p>
      </LoadingGroup>,
    );
    expect(hidden('Already here')).toBe(false);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
