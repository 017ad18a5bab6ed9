import PDFDocument from 'pdfkit';
import type { PdfModel, PdfRow } from './model.js';

const MARGIN = 56;
const KEY_WIDTH = 170;
const GAP = 12;
const INK = '#0b0c0c';
const MUTED = '#505a5f';
const RULE = '#b1b4b6';

/**
 * The standard PDF fonts (shipped inside pdfkit) encode WinAnsi only: letters outside it are written
 * without their accents (ā → a) rather than as broken glyphs.
 */
function printable(text: string): string {
  return text.replace(/[^\u0000-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, (c) => {
    const plain = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return /^[\u0000-\u00ff]+$/.test(plain) ? plain : '?';
  });
}

/** The application as an A4 PDF: a heading block, each section as a two-column list, the documents, the signature. */
export function renderApplicationPdf(model: PdfModel): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: printable(model.title), Subject: printable(model.subtitle), Creator: 'Consent applications' },
  });
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const heading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.8);
    doc.font('Helvetica-Bold').fontSize(13).fillColor(INK).text(printable(text), MARGIN, doc.y, { width });
    const y = doc.y + 3;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.75).strokeColor(RULE).stroke();
    doc.y = y + 8;
  };

  const row = ({ key, value }: PdfRow) => {
    const k = printable(key);
    const v = printable(value);
    doc.fontSize(10);
    const height = Math.max(
      doc.font('Helvetica-Bold').heightOfString(k, { width: KEY_WIDTH }),
      doc.font('Helvetica').heightOfString(v, { width: width - KEY_WIDTH - GAP }),
    );
    ensureRoom(height);
    const y = doc.y;
    doc.font('Helvetica-Bold').fillColor(MUTED).text(k, MARGIN, y, { width: KEY_WIDTH });
    doc.font('Helvetica').fillColor(INK).text(v, MARGIN + KEY_WIDTH + GAP, y, { width: width - KEY_WIDTH - GAP });
    doc.y = y + height + 5;
  };

  const note = (text: string) => {
    ensureRoom(20);
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(printable(text), MARGIN, doc.y, { width });
  };

  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(printable(model.title), { width });
  doc.font('Helvetica').fontSize(12).fillColor(MUTED).text(printable(model.subtitle), { width });
  doc.moveDown(0.6);
  model.facts.forEach(row);

  for (const section of model.sections) {
    heading(section.title);
    if (section.rows.length) section.rows.forEach(row);
    else note(section.empty ?? 'Not answered yet.');
  }

  heading('Documents');
  if (model.documents.length === 0) note('No documents have been uploaded.');
  for (const d of model.documents) row({ key: d.type, value: `${d.name} (${d.size}, uploaded ${d.uploaded})` });

  heading('Declaration');
  row({ key: 'Signed by', value: model.signature.name });
  row({ key: 'Date', value: model.signature.date });

  // Page numbers in the footer, written once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        printable(`${model.title} – generated ${model.generatedAt} – page ${i + 1} of ${range.count}`),
        MARGIN,
        doc.page.height - MARGIN + 12,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return doc;
}
