import type { FieldValues, Resolver } from 'react-hook-form';

/** A form's resolver whose schema loads when first needed; `preload` starts the load early (the first focus). */
export type LazyResolver<Input extends FieldValues, Output> = Resolver<Input, unknown, Output> & {
  preload: () => void;
};

/**
 * A resolver that loads the real one (zod and the domain's schema) the first time the form is checked, or when
 * `preload` is called, not with the page: a screen's first paint does not need its submit's rules (ADR 0075).
 * A load that fails is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => {}) });
}
