/* An invoice's PDF addresses without the contract's schemas (ADR 0095). */

/** An invoice as a PDF tax invoice: a download, so outside the JSON contract (like the application's summary.pdf). */
export const INVOICE_PDF_PATH = '/api/applications/:appId/invoices/:invoiceId/invoice.pdf';
/** The same PDF for the staff of the application's council (a logged staff read). */
export const COUNCIL_INVOICE_PDF_PATH = '/api/council/applications/:appId/invoices/:invoiceId/invoice.pdf';
