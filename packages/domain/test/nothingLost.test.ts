import { describe, expect, it } from 'vitest';
import { nothingLostMessages, nzDayAndTime } from '../src/index.js';

describe('when something was typed, in New Zealand time', () => {
  it('names the day and the 24-hour time in New Zealand daylight time', () => {
    expect(nzDayAndTime(new Date('2026-11-26T21:42:00Z'))).toBe('27 November at 10:42');
  });

  it('names the day and time in New Zealand standard time in winter', () => {
    expect(nzDayAndTime(new Date('2026-07-01T00:05:00Z'))).toBe('1 July at 12:05');
  });

  it("offers kept input back in the issue's words", () => {
    expect(nothingLostMessages.keptInput(new Date('2026-11-26T21:42:00Z'))).toBe(
      'You typed this on 27 November at 10:42 and it was not saved — restore it, or discard it',
    );
  });
});
