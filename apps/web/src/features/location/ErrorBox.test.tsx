import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_BOX_FADE_MS, ErrorBox } from './ErrorBox';

/** Spec point 2's number, written out: the product's constant (ERROR_BOX_MS) is what is under test. */
const SPEC_MS = 5000;

describe('the Error box (spec point 2: "\'Error!\' plus the message for 5000 ms, then fades out")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the message for 5000 ms, then fades out, then goes', () => {
    const onDone = vi.fn();
    render(<ErrorBox message="The address is outside the council's region." onDone={onDone} />);
    const box = screen.getByRole('alert');
    expect(box.textContent).toBe("Error! The address is outside the council's region.");

    act(() => {
      vi.advanceTimersByTime(SPEC_MS - 1);
    });
    expect(box.className).toBe('error-box');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(box.className).toBe('error-box error-box--fading');
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(ERROR_BOX_FADE_MS);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('starts its 5000 ms again, not faded, for a new message', () => {
    const onDone = vi.fn();
    const { rerender } = render(<ErrorBox message="First" onDone={onDone} />);
    act(() => {
      vi.advanceTimersByTime(SPEC_MS);
    });
    rerender(<ErrorBox message="Second" onDone={onDone} />);
    expect(screen.getByRole('alert').className).toBe('error-box');
    act(() => {
      vi.advanceTimersByTime(SPEC_MS + ERROR_BOX_FADE_MS);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
