import { execFileSync } from 'node:child_process';

/** A PDF's text as poppler's `pdftotext` reads it (the tool a person or a council's system would use), spaces folded. */
export function pdftotext(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: bytes }).toString('utf8').replace(/\s+/g, ' ');
}
