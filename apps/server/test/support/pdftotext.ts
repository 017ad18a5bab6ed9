import { execFileSync } from 'node:child_process';

/** A PDF's text as poppler's `pdftotext` reads it (the tool a person or a council's system would use), spaces folded. */
export function pdftotext(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
}

/**
 * The headings found in the text one after another, each searched for after the one before: equal to `headings`
 * only when every heading is printed, in that order (a form's Schedule order, ADR 0079).
 */
export function headingsInOrder(text: string, headings: readonly string[]): string[] {
  const found: string[] = [];
  let from = 0;
  for (const heading of headings) {
    const at = text.indexOf(heading, from);
    if (at < 0) break;
    found.push(heading);
    from = at + heading.length;
  }
  return found;
}
