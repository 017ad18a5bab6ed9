import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  ALLOWED_TYPE_NAMES,
  DEFAULT_MAX_FILE_BYTES,
  checkAttachments,
  cleanFileName,
  detectFileType,
  documentMessages,
  documentTypesFor,
  formatBytes,
  isDocumentTypeOffered,
  missingDocuments,
} from '../src/index.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((v) => (typeof v === 'string' ? v.split('').map((c) => c.charCodeAt(0)) : [v])));

/** A zip's local file headers for empty entries with these names, as an Office file starts. */
function zipHead(...names: string[]): Uint8Array {
  const parts = names.map((name) => {
    const header = new Uint8Array(30 + name.length);
    header.set([0x50, 0x4b, 0x03, 0x04]);
    header[26] = name.length & 0xff;
    header[27] = name.length >> 8;
    header.set(bytes(name), 30);
    return header;
  });
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const required = (typeCode: string, options = {}) =>
  documentTypesFor(typeCode, options)
    .filter((t) => t.required)
    .map((t) => t.name);

describe('document types per application type', () => {
  it.each([
    ['bc', ['Plans and drawings', 'Specifications', 'Record of title']],
    ['pim', ['PIM site plan', 'Record of title']],
    ['abc', ['Plans and drawings']],
    ['ccc', []],
    ['ca', ['As-built plans', 'Record of title']],
    ['cpu', ['Evidence the building is safe for public use']],
    ['rc', ['Assessment of environmental effects', 'Plans and drawings', 'Record of title']],
  ])('%s requires %j', (typeCode, names) => {
    expect(required(typeCode)).toEqual(names);
  });

  it('offers the LBP memorandum, producer statements and engineering calculations for a building consent, not required', () => {
    const bc = documentTypesFor('bc');
    for (const name of [
      'Certificate of design work (LBP memorandum)',
      'Producer statements (design)',
      'Engineering calculations',
    ]) {
      expect(bc.find((t) => t.name === name)?.required).toBe(false);
    }
  });

  it("offers a CCC's energy work certificates and as-built plans", () => {
    expect(documentTypesFor('ccc').map((t) => t.id)).toEqual(expect.arrayContaining([9, 10, 11, 12]));
  });

  it('a building consent with a PIM (type 4) also asks for the PIM documents, ids 3 and 5 (3 required)', () => {
    const withPim = documentTypesFor('bc', { applicationType: 4 });
    expect(withPim.filter((t) => t.id === 3 || t.id === 5).map((t) => [t.id, t.required])).toEqual([
      [3, true],
      [5, false],
    ]);
    expect(documentTypesFor('bc', { applicationType: 2 }).some((t) => t.id === 3 || t.id === 5)).toBe(false);
    expect(documentTypesFor('pim', { applicationType: 1 }).filter((t) => t.id === 3).length).toBe(1);
  });

  it('does not ask for the record of title when the council was asked for it', () => {
    expect(required('bc', { titleFromCouncil: true })).toEqual(['Plans and drawings', 'Specifications']);
  });

  it('knows no document types for an unknown type code', () => {
    expect(documentTypesFor('zz')).toEqual([]);
    expect(isDocumentTypeOffered('bc', 13)).toBe(false);
    expect(isDocumentTypeOffered('cpu', 13)).toBe(true);
  });
});

describe('missingDocuments: what is still missing', () => {
  it('lists each required type with no file, in the order offered', () => {
    expect(missingDocuments('bc', []).map((t) => t.id)).toEqual([1, 2, 4]);
    expect(missingDocuments('bc', [{ documentTypeId: 2 }, { documentTypeId: 99 }]).map((t) => t.id)).toEqual([1, 4]);
    expect(missingDocuments('bc', [{ documentTypeId: 1 }, { documentTypeId: 2 }, { documentTypeId: 4 }])).toEqual([]);
  });

  it("checkAttachments asks for them in mode 'all' only, with a message per type", () => {
    expect(checkAttachments('pim', [], 'all')).toEqual([
      { field: 'documents.3', message: documentMessages.documentMissing('PIM site plan') },
      { field: 'documents.4', message: 'Upload the record of title.' },
    ]);
    expect(checkAttachments('pim', [], 'min')).toEqual([]);
    expect(checkAttachments('pim', [], 'none')).toEqual([]);
  });
});

describe('file types by content (magic numbers)', () => {
  it.each([
    ['pdf', bytes('%PDF-1.7\n'), 'a.pdf'],
    ['jpeg', bytes(0xff, 0xd8, 0xff, 0xe0), 'a.jpg'],
    ['png', bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a), 'a.png'],
    ['tiff', bytes('II', 0x2a, 0x00), 'a.tif'],
    ['tiff', bytes('MM', 0x00, 0x2a), 'a.tiff'],
    ['dwg', bytes('AC1032', 0, 0), 'a.dwg'],
    ['docx', zipHead('[Content_Types].xml', '_rels/.rels', 'word/document.xml'), 'a.docx'],
    ['xlsx', zipHead('[Content_Types].xml', 'xl/workbook.xml'), 'a.xlsx'],
    ['docx', zipHead('[Content_Types].xml', '_rels/.rels'), 'big.docx'],
  ])('recognises %s', (expected, head, name) => {
    expect(detectFileType(head, name)).toBe(expected);
  });

  it.each([
    ['a Windows program renamed .pdf', bytes('MZ', 0x90, 0x00), 'setup.pdf'],
    ['an ELF program', bytes(0x7f, 'ELF'), 'plans.pdf'],
    ['a plain zip named .docx', zipHead('plans/a.pdf'), 'plans.docx'],
    ['an Office package named .zip', zipHead('[Content_Types].xml', '_rels/.rels'), 'a.zip'],
    ['a script', bytes('#!/bin/sh\n'), 'a.png'],
    ['an old DWG before R13', bytes('AC1009'), 'a.dwg'],
    ['an empty file', bytes(), 'a.pdf'],
  ])('refuses %s', (_what, head, name) => {
    expect(detectFileType(head, name)).toBeNull();
  });
});

describe('limits and names', () => {
  it('allows 100 MB a file by default and says so as people read it', () => {
    expect(DEFAULT_MAX_FILE_BYTES).toBe(104_857_600);
    expect(formatBytes(DEFAULT_MAX_FILE_BYTES)).toBe('100 MB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 bytes');
  });

  it('names the allowed types in messages and the picker hint', () => {
    expect(ALLOWED_TYPE_NAMES).toBe('PDF, JPEG, PNG, TIFF, DWG, Word (.docx) or Excel (.xlsx)');
    expect(ACCEPT_ATTRIBUTE).toBe('.pdf,.jpg,.jpeg,.png,.tif,.tiff,.dwg,.docx,.xlsx');
    expect(documentMessages.fileTooLarge('a.pdf', '100 MB')).toBe(
      '“a.pdf” is larger than 100 MB. Each file must be 100 MB or smaller.',
    );
  });

  it('keeps only the base name of an uploaded file, without control characters', () => {
    expect(cleanFileName('C:\\fakepath\\Site plan.pdf')).toBe('Site plan.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.pdf')).toBe('abc.pdf');
    expect(cleanFileName('   ')).toBe('document');
  });
});
