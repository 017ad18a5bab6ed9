import { describe, expect, it } from 'vitest';
import { fittedSize } from './resizePhoto';

describe('a photo’s size on the phone', () => {
  it('brings the longest side down to 1600 px and keeps the proportions', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1200, height: 1600 });
  });

  it('leaves a photo already small enough as it is', () => {
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
