/**
 * Narrows a value that the code's logic says is there (the first of a non-empty list, the row an insert just
 * returned, a match the test set up) and fails loudly, naming it, if it is not: the checked form of `value!`,
 * which the house lint rules forbid because a wrong `!` only surfaces later as "cannot read properties of undefined".
 */
export function defined<T>(value: T, what: string): NonNullable<T> {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to be present`);
  return value;
}
