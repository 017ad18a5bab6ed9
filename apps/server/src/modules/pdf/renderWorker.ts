import { move, workerData } from 'piscina';
import { loadPdfFonts } from './fonts.js';
import type { PdfModel } from './model.js';
import { renderApplicationPdf } from './render.js';

// A thread loads this module when it starts, before its first task: parse the fonts then, not in a request.
loadPdfFonts();

/**
 * The PDF render pool's task (see renderPool.ts), run in a worker thread: lays out the model, a plain
 * serialisable object gathered on the main thread, and hands back the PDF's bytes without copying them.
 */
export default async function renderPdfTask(model: PdfModel): Promise<ArrayBuffer> {
  const bytes = await pdfBytes(model);
  return move(bytes.buffer) as ArrayBuffer;
}

async function pdfBytes(model: PdfModel): Promise<Uint8Array<ArrayBuffer>> {
  const doc = renderApplicationPdf(model);
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  // Copied into an ArrayBuffer of its own: Buffer.concat may answer a view of Node's shared pool, which must not be transferred.
  return new Uint8Array(Buffer.concat(chunks));
}

/**
 * A warm pool's thread lays out a short sample once as it starts, so the first applicant's PDF does not
 * pay for V8 compiling pdfkit's layout code (a first render took 0.4 s more than the next).
 */
const SAMPLE: PdfModel = {
  title: 'Application',
  subtitle: 'Building consent',
  facts: [{ key: 'Council', value: 'Council' }],
  sections: [
    { title: 'Owner', rows: [{ key: 'Full name', value: 'Hēmi Pōtae' }] },
    { title: 'Agent', rows: [] },
  ],
  documents: [],
  declaration: 'I declare.',
  signature: { name: 'Hēmi Pōtae', date: '1 January 2026' },
  generatedAt: '1 January 2026',
};
if ((workerData as { warmUp?: boolean } | undefined)?.warmUp) await pdfBytes(SAMPLE);
