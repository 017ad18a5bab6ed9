import { pimApplies, type TypeCode } from '../applicationTypes.js';
import { defined } from '../defined.js';

/** A kind of document an applicant attaches (spec point 3, "documents"). */
interface DocumentType {
  id: number;
  name: string;
  /** What the council wants in it, shown under the name. */
  hint: string;
}

export const DOCUMENT_TYPE = {
  PLANS: 1,
  SPECIFICATIONS: 2,
  PIM_SITE_PLAN: 3,
  RECORD_OF_TITLE: 4,
  PIM_SUPPORTING: 5,
  PRODUCER_STATEMENT_DESIGN: 6,
  LBP_DESIGN_MEMORANDUM: 7,
  ENGINEERING_CALCULATIONS: 8,
  ENERGY_WORK_CERTIFICATES: 9,
  AS_BUILT_PLANS: 10,
  PRODUCER_STATEMENT_CONSTRUCTION: 11,
  RECORD_OF_BUILDING_WORK: 12,
  PUBLIC_USE_EVIDENCE: 13,
  ENVIRONMENTAL_EFFECTS: 14,
  /** The council's own upload with its grant (issue 18.3): never offered to the applicant. */
  DECISION: 90,
  OTHER: 99,
} as const;

const DOCUMENT_TYPES: readonly DocumentType[] = [
  {
    id: 1,
    name: 'Plans and drawings',
    hint: 'Site plan, floor plans, elevations, sections and details, drawn to scale.',
  },
  { id: 2, name: 'Specifications', hint: 'The products, materials and methods the work will use.' },
  {
    id: 3,
    name: 'PIM site plan',
    hint: 'Where the work will be on the site, with boundaries, existing buildings and drains.',
  },
  { id: 4, name: 'Record of title', hint: 'A copy of the record (certificate) of title, issued in the last 3 months.' },
  {
    id: 5,
    name: 'PIM supporting information',
    hint: 'Anything else the council should consider for the project information memorandum.',
  },
  { id: 6, name: 'Producer statements (design)', hint: 'PS1 statements from the engineers or designers.' },
  {
    id: 7,
    name: 'Certificate of design work (LBP memorandum)',
    hint: 'From the licensed building practitioner who designed restricted building work.',
  },
  { id: 8, name: 'Engineering calculations', hint: 'Structural, geotechnical or fire engineering calculations.' },
  {
    id: 9,
    name: 'Energy work certificates',
    hint: 'Electrical and gas certificates of compliance for energy work done.',
  },
  { id: 10, name: 'As-built plans', hint: 'Plans showing the work as it was actually built, including drainage.' },
  { id: 11, name: 'Producer statements (construction)', hint: 'PS3 and PS4 statements for the work done.' },
  {
    id: 12,
    name: 'Record of building work (LBP memorandum)',
    hint: 'From each licensed building practitioner who carried out or supervised restricted building work.',
  },
  {
    id: 13,
    name: 'Evidence the building is safe for public use',
    hint: 'A report showing the parts used by the public are safe, with sanitary facilities and means of escape.',
  },
  {
    id: 14,
    name: 'Assessment of environmental effects',
    hint: 'The effects of the activity on the environment and how they will be managed.',
  },
  { id: 90, name: 'Decision document', hint: 'The council’s decision on the application, uploaded with its grant.' },
  { id: 99, name: 'Other document', hint: 'Anything else that supports the application.' },
];

const byId = new Map(DOCUMENT_TYPES.map((t) => [t.id, t]));
export const documentTypeById = (id: number): DocumentType | undefined => byId.get(id);

/** Which documents each application type offers, and which of them it requires, by document type id. */
interface Offer {
  offered: readonly number[];
  required: readonly number[];
}

const D = DOCUMENT_TYPE;
const OFFERS: Record<TypeCode, Offer> = {
  bc: {
    offered: [
      D.PLANS,
      D.SPECIFICATIONS,
      D.RECORD_OF_TITLE,
      D.PRODUCER_STATEMENT_DESIGN,
      D.LBP_DESIGN_MEMORANDUM,
      D.ENGINEERING_CALCULATIONS,
      D.OTHER,
    ],
    required: [D.PLANS, D.SPECIFICATIONS, D.RECORD_OF_TITLE],
  },
  pim: {
    offered: [D.PIM_SITE_PLAN, D.PIM_SUPPORTING, D.RECORD_OF_TITLE, D.PLANS, D.OTHER],
    required: [D.PIM_SITE_PLAN, D.RECORD_OF_TITLE],
  },
  abc: {
    offered: [
      D.PLANS,
      D.SPECIFICATIONS,
      D.PRODUCER_STATEMENT_DESIGN,
      D.LBP_DESIGN_MEMORANDUM,
      D.ENGINEERING_CALCULATIONS,
      D.OTHER,
    ],
    required: [D.PLANS],
  },
  // The wizard has no File Attachments page for a CCC (spec point 5), so nothing blocks its completion;
  // its documents are still the ones a council asks for, for uploads made to it in other ways.
  ccc: {
    offered: [
      D.ENERGY_WORK_CERTIFICATES,
      D.AS_BUILT_PLANS,
      D.PRODUCER_STATEMENT_CONSTRUCTION,
      D.RECORD_OF_BUILDING_WORK,
      D.OTHER,
    ],
    required: [],
  },
  ca: {
    offered: [
      D.AS_BUILT_PLANS,
      D.RECORD_OF_TITLE,
      D.SPECIFICATIONS,
      D.PRODUCER_STATEMENT_CONSTRUCTION,
      D.ENERGY_WORK_CERTIFICATES,
      D.OTHER,
    ],
    required: [D.AS_BUILT_PLANS, D.RECORD_OF_TITLE],
  },
  cpu: {
    offered: [D.PUBLIC_USE_EVIDENCE, D.PLANS, D.PRODUCER_STATEMENT_CONSTRUCTION, D.OTHER],
    required: [D.PUBLIC_USE_EVIDENCE],
  },
  rc: {
    offered: [D.ENVIRONMENTAL_EFFECTS, D.PLANS, D.RECORD_OF_TITLE, D.OTHER],
    required: [D.ENVIRONMENTAL_EFFECTS, D.PLANS, D.RECORD_OF_TITLE],
  },
};

/** What decides an application's documents besides its type code. */
export interface DocumentOptions {
  /** Application type number: a building consent with a PIM (4) also asks for the PIM documents. */
  applicationType?: number;
  /** The applicant asked the council for the record of title ('request_ct_from_council'), so none is uploaded. */
  titleFromCouncil?: boolean;
}

export interface OfferedDocumentType extends DocumentType {
  required: boolean;
}

/** The document types an application offers, required ones first, each marked required or not. */
export function documentTypesFor(typeCode: string, options: DocumentOptions = {}): OfferedDocumentType[] {
  const offer = Object.hasOwn(OFFERS, typeCode) ? OFFERS[typeCode as TypeCode] : undefined;
  if (!offer) return [];
  const withPim = typeCode !== 'pim' && options.applicationType !== undefined && pimApplies(options.applicationType);
  const offered = withPim ? [D.PIM_SITE_PLAN, D.PIM_SUPPORTING, ...offer.offered] : [...offer.offered];
  const required = new Set<number>(withPim ? [D.PIM_SITE_PLAN, ...offer.required] : offer.required);
  if (options.titleFromCouncil) required.delete(D.RECORD_OF_TITLE);
  const types = offered.map((id) => ({ ...defined(byId.get(id), 'byId.get(id)'), required: required.has(id) }));
  return [...types.filter((t) => t.required), ...types.filter((t) => !t.required)];
}

export function isDocumentTypeOffered(
  typeCode: string,
  documentTypeId: number,
  options: DocumentOptions = {},
): boolean {
  return documentTypesFor(typeCode, options).some((t) => t.id === documentTypeId);
}

/** What is still missing: each required document type of which nothing has been uploaded, in the order offered. */
export function missingDocuments(
  typeCode: string,
  uploaded: readonly { documentTypeId: number }[],
  options: DocumentOptions = {},
): OfferedDocumentType[] {
  const have = new Set(uploaded.map((d) => d.documentTypeId));
  return documentTypesFor(typeCode, options).filter((t) => t.required && !have.has(t.id));
}
