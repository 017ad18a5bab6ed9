import type { ReportRow } from './figures.js';

/** The report's columns, in the screen's order, with the headings the CSV and the table share. */
export const REPORT_COLUMNS: readonly { key: keyof ReportRow; heading: string }[] = [
  { key: 'label', heading: 'Period' },
  { key: 'received', heading: 'Applications received' },
  { key: 'granted', heading: 'Granted' },
  { key: 'refused', heading: 'Refused' },
  { key: 'decidedWithin20Percent', heading: 'Decided within 20 working days (%)' },
  { key: 'medianWorkingDays', heading: 'Median working days' },
  { key: 'cccIssued', heading: 'CCCs issued' },
  { key: 'cccIssuedWithin20Percent', heading: 'CCCs issued within 20 working days (%)' },
  { key: 'inspections', heading: 'Inspections done' },
  { key: 'inspectionPassPercent', heading: 'Inspection pass rate (%)' },
];

/** A CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a share with no base is empty. */
function field(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report as CSV with a heading row and CRLF line ends, as spreadsheets expect. */
export function reportCsv(rows: readonly ReportRow[]): string {
  const lines = [REPORT_COLUMNS.map((c) => field(c.heading))];
  for (const row of rows) lines.push(REPORT_COLUMNS.map((c) => field(row[c.key])));
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
