/**
 * Spec point 4 "Status result": any result other than success, invalid or error is logged as
 * 'Unknown result: {value}', a missing one as 'Unknown result'. The spec's client logs to the console,
 * where a developer looking at a misbehaving council answer finds it; the applicant sees the product's
 * server-error message instead.
 */
export function logUnknownResult(line: string): void {
  console.warn(line);
}
