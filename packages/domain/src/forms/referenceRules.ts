// A pre-application meeting's reference as a page checks it while typing: no schema here (ADR 0089).

const REFERENCE_PATTERN = /^[A-Za-z0-9]+$/;

export function isReferenceWellFormed(reference: string): boolean {
  return REFERENCE_PATTERN.test(reference);
}
