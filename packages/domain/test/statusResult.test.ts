import { describe, expect, it, vi } from 'vitest';
import { invalid, readStatus } from '../src/index.js';

describe('status result (spec points 3 and 4)', () => {
  it.each(['success', 'invalid', 'error'] as const)('reads the known result %s', (result) => {
    expect(readStatus({ result, message: 'm' })).toMatchObject({ result, message: 'm', known: true });
  });

  it("logs any other value as 'Unknown result: {value}'", () => {
    const log = vi.fn();
    expect(readStatus({ result: 'maybe' }, log)).toMatchObject({ result: 'error', known: false });
    expect(log).toHaveBeenCalledWith('Unknown result: maybe');
  });

  it("turns a missing result into 'Unknown result'", () => {
    const log = vi.fn();
    expect(readStatus({ message: '' }, log)).toMatchObject({ result: 'error', message: 'Unknown result' });
    expect(log).toHaveBeenCalledWith('Unknown result');
  });

  it('reads msg as the message when message is absent', () => {
    expect(readStatus({ result: 'error', msg: 'legacy' }).message).toBe('legacy');
  });

  it('puts the first error first and every error in details', () => {
    expect(invalid(['a', 'b'])).toEqual({
      result: 'invalid',
      message: 'a',
      details: [{ message: 'a' }, { message: 'b' }],
    });
  });
});
