import type { Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazyResolver';

type Values = { email: string };
const real: Resolver<Values> = (values) => Promise.resolve({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false };

describe('a resolver loaded when first needed', () => {
  it('loads nothing until asked, then loads once and answers as the real resolver', async () => {
    const load = vi.fn(() => Promise.resolve(real));
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    resolver.preload();
    await expect(resolver({ email: 'a@b.nz' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.nz' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again at the next check after one fails', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(real);
    const resolver = lazyResolver<Values, Values>(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: '' }, undefined, options)).resolves.toMatchObject({ errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
