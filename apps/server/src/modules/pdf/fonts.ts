import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

const require = createRequire(import.meta.url);
const noto = (file: string) => require.resolve(`@expo-google-fonts/noto-sans/${file}`);

/**
 * The application PDF's fonts: Noto Sans, embedded (pdfkit subsets it). The standard PDF fonts encode
 * WinAnsi only and would drop the macrons of Māori names (Hēmi → Hemi); Noto Sans has Latin Extended-A.
 */
export const PDF_FONTS = {
  regular: { name: 'NotoSans', file: noto('400Regular/NotoSans_400Regular.ttf') },
  bold: { name: 'NotoSans-Bold', file: noto('700Bold/NotoSans_700Bold.ttf') },
  italic: { name: 'NotoSans-Italic', file: noto('400Regular_Italic/NotoSans_400Regular_Italic.ttf') },
} as const;

/**
 * The fonts parsed once per thread. Given a file, pdfkit reads and parses it again for every document:
 * 600 KB fonts, three times, were most of a short PDF's time (issue 15 point 9). A parsed font holds
 * no document's state (each document makes its own subset), so documents rendered one after another share it.
 */
let parsed: Map<string, fontkit.Font> | null = null;

/** Parses the fonts, once per thread. */
export function loadPdfFonts(): Map<string, fontkit.Font> {
  parsed ??= new Map(Object.values(PDF_FONTS).map((font) => [font.name, fontkit.openSync(font.file) as fontkit.Font]));
  return parsed;
}

/** Registers the fonts with a document; text then names them by PDF_FONTS[…].name. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a parsed fontkit font as a source (PDFFontFactory.open), though its types name only files and buffers.
  for (const [name, font] of loadPdfFonts()) doc.registerFont(name, font as unknown as Buffer);
}
