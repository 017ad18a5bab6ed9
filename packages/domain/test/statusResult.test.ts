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

  it('reads the details that are status details and leaves out any that are not', () => {
    const details = [{ message: 'a', field: 'name', form: 'owner' }, { message: 3 }, 'b', { message: 'c' }];
    expect(readStatus({ result: 'invalid', message: 'a', details }).details).toEqual([
      { message: 'a', field: 'name', form: 'owner' },
      { message: 'c' },
    ]);
  });

  it('reads a body that is not an object as an unknown result with no details', () => {
    expect(readStatus('<html>Bad gateway</html>')).toEqual({
      result: 'error',
      message: 'Unknown result',
      details: undefined,
      known: false,
    });
  });

  it('puts the first error first and every error in details', () => {
    expect(invalid(['a', 'b'])).toEqual({
      result: 'invalid',
      message: 'a',
      details: [{ message: 'a' }, { message: 'b' }],
    });
  });
});
