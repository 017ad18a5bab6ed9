import pino from 'pino';
import { afterAll, expect, it } from 'vitest';
import type { PdfModel } from '../../src/modules/pdf/model.js';
import { createPdfRenderPool } from '../../src/modules/pdf/renderPool.js';

const pool = createPdfRenderPool({ warm: false, log: pino({ level: 'silent' }) });
afterAll(() => pool.close());

const model: PdfModel = {
  title: 'Building consent',
  subtitle: 'Application 1',
  facts: [{ key: 'Council', value: 'Auckland Council' }],
  sections: [{ title: 'Miscellaneous Information', rows: [{ key: 'Dogs on site', value: 'No' }] }],
  documents: [],
  declaration: 'I declare the information is true.',
  signature: null,
  generatedAt: '26/11/2026',
};

it('renders PDF after PDF on one pool without a listener piling up per render (MaxListenersExceededWarning)', async () => {
  const warnings: string[] = [];
  const heard = (warning: Error) => warnings.push(warning.name);
  process.on('warning', heard);
  try {
    // Node warns once an emitter has more than 10 listeners of one event: 12 renders would pass that with one each.
    for (let n = 0; n < 12; n++) {
      const pdf = await pool.render(model);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A warning is emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off('warning', heard);
  }
  expect(warnings).not.toContain('MaxListenersExceededWarning');
});
