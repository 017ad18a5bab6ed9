import { createRequire } from 'node:module';

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

/** Registers the fonts with a document; text then names them by PDF_FONTS[…].name. */
export function registerPdfFonts(doc: PDFKit.PDFDocument): void {
  for (const font of Object.values(PDF_FONTS)) doc.registerFont(font.name, font.file);
}
