import PDFDocument from 'pdfkit';
import { PDF_FONTS, registerPdfFonts } from './fonts.js';
import type { PdfModel, PdfRow } from './model.js';

const MARGIN = 56;
const KEY_WIDTH = 170;
const GAP = 12;
const INK = '#0b0c0c';
const MUTED = '#505a5f';
const RULE = '#b1b4b6';
const REGULAR = PDF_FONTS.regular.name;
const BOLD = PDF_FONTS.bold.name;
const ITALIC = PDF_FONTS.italic.name;

/** The application as an A4 PDF: a heading block, each section as a two-column list, the documents, the signature. */
export function renderApplicationPdf(model: PdfModel): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: model.title, Subject: model.subtitle, Creator: 'Consent applications' },
  });
  registerPdfFonts(doc);
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - MARGIN - 24;
  const ensureRoom = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };

  const heading = (text: string) => {
    ensureRoom(60);
    doc.moveDown(0.8);
    doc.font(BOLD).fontSize(13).fillColor(INK).text(text, MARGIN, doc.y, { width });
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.75)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 8;
  };

  const subheading = (text: string) => {
    ensureRoom(40);
    doc.moveDown(0.4);
    doc.font(BOLD).fontSize(11).fillColor(INK).text(text, MARGIN, doc.y, { width });
    doc.moveDown(0.3);
  };

  const row = ({ key: k, value: v }: PdfRow) => {
    doc.fontSize(10);
    const height = Math.max(
      doc.font(BOLD).heightOfString(k, { width: KEY_WIDTH }),
      doc.font(REGULAR).heightOfString(v, { width: width - KEY_WIDTH - GAP }),
    );
    ensureRoom(height);
    const y = doc.y;
    doc.font(BOLD).fillColor(MUTED).text(k, MARGIN, y, { width: KEY_WIDTH });
    doc
      .font(REGULAR)
      .fillColor(INK)
      .text(v, MARGIN + KEY_WIDTH + GAP, y, { width: width - KEY_WIDTH - GAP });
    doc.y = y + height + 5;
  };

  const note = (text: string) => {
    ensureRoom(20);
    doc.font(ITALIC).fontSize(10).fillColor(MUTED).text(text, MARGIN, doc.y, { width });
  };

  doc.font(BOLD).fontSize(20).fillColor(INK).text(model.title, { width });
  doc.font(REGULAR).fontSize(12).fillColor(MUTED).text(model.subtitle, { width });
  doc.moveDown(0.6);
  model.facts.forEach(row);

  for (const section of model.sections) {
    if (section.part) subheading(section.title);
    else heading(section.title);
    if (section.rows.length) section.rows.forEach(row);
    else note(section.empty ?? 'Not answered yet.');
  }

  if (model.issuedBy) {
    heading('Signature');
    row({ key: 'Signed by', value: model.issuedBy.name });
    row({ key: 'Position', value: model.issuedBy.position });
    row({ key: 'On behalf of', value: model.issuedBy.onBehalfOf });
    row({ key: 'Date', value: model.issuedBy.date });
  } else if (!model.sectionsOnly) {
    heading('Documents');
    if (model.documents.length === 0) note('No documents have been uploaded.');
    for (const d of model.documents) row({ key: d.type, value: `${d.name} (${d.size}, uploaded ${d.uploaded})` });

    heading('Declaration');
    ensureRoom(40);
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(model.declaration, MARGIN, doc.y, { width });
    doc.moveDown(0.4);
    if (model.signature) {
      row({ key: 'Signed by', value: model.signature.name });
      row({ key: 'Date', value: model.signature.date });
    } else note('Not signed yet: the applicant accepts this declaration when they submit the application.');
  }

  // Page numbers in the footer, written once every page exists.
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `${model.title} – generated ${model.generatedAt} – page ${i + 1} of ${range.count}`,
        MARGIN,
        doc.page.height - MARGIN + 12,
        { width, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return doc;
}
