import type { ChecklistId } from './startKinds';

interface ChecklistItem {
  id: string;
  label: string;
  hint?: string;
  /** The council's deposit: listed, and counted, only when its deposit table is enabled. */
  deposit?: boolean;
}

interface Checklist {
  title: string;
  intro: string;
  items: ChecklistItem[];
}

const deposit = (what: string): ChecklistItem => ({
  id: 'deposit',
  label: `A way to pay the council's deposit for ${what}`,
  hint: 'The council asks for a deposit before it starts processing; it tells you the amount once you apply.',
  deposit: true,
});

/**
 * What New Zealand councils ask applicants to have ready (spec point 2: separate checklists for PIM,
 * building consent with code compliance certificate, and exemption). Every item shown must be ticked.
 */
export const CHECKLISTS: Record<ChecklistId, Checklist> = {
  pim: {
    title: 'Before you apply for a PIM',
    intro: 'A project information memorandum (PIM) tells you what the council knows about the site. Have these ready:',
    items: [
      {
        id: 'site',
        label: 'The site address and its legal description',
        hint: 'For example Lot 2 DP 12345, from the record of title.',
      },
      {
        id: 'title',
        label: 'A copy of the record of title, less than 3 months old',
        hint: 'Order one from LINZ, or ask the council to get it for you.',
      },
      { id: 'description', label: 'A description of the project and how the building will be used' },
      { id: 'site-plan', label: 'A site plan showing the boundaries, existing buildings and the proposed work' },
      { id: 'plans', label: 'Floor plans and elevations of the proposed work, if you have them' },
      {
        id: 'services',
        label: 'Details of new or changed connections to water, wastewater and stormwater',
        hint: 'And any new vehicle crossing.',
      },
      deposit('the PIM'),
    ],
  },
  buildingConsent: {
    title: 'Before you apply for a building consent',
    intro:
      'The council checks your application against the Building Code before it grants consent, and again before it issues the code compliance certificate. Have these ready:',
    items: [
      {
        id: 'plans',
        label: 'Plans and specifications',
        hint: 'Site plan, floor plans, elevations, sections, construction details and the specification of materials.',
      },
      {
        id: 'title',
        label: 'A copy of the record of title, less than 3 months old',
        hint: 'With any covenants or easements on it.',
      },
      {
        id: 'lbp-design',
        label:
          'Certificates of design work (memoranda) from the licensed building practitioners who designed restricted building work',
        hint: 'Restricted building work is work on the structure or weathertightness of a house or small apartment building.',
      },
      {
        id: 'producer-statements',
        label: 'Design producer statements (PS1), for example from a structural or fire engineer',
      },
      {
        id: 'calculations',
        label: 'Engineering calculations and reports',
        hint: 'Structural, geotechnical or fire, where the design relies on them.',
      },
      {
        id: 'specified-systems',
        label: 'Details of any specified systems and their inspection, maintenance and reporting',
        hint: 'Such as sprinklers, fire alarms or lifts: they go on a compliance schedule.',
      },
      {
        id: 'ccc',
        label: 'A plan to keep records of the work for the code compliance certificate',
        hint: 'Records of work from licensed building practitioners, construction producer statements (PS3 and PS4) and energy work certificates.',
      },
      deposit('the building consent'),
    ],
  },
  exemption: {
    title: 'Before you apply for an exemption',
    intro:
      'The council can exempt building work from needing a consent (Building Act 2004, Schedule 1, clause 2) when it is unlikely to breach the Building Code. Have these ready:',
    items: [
      { id: 'reason', label: 'A description of the work and why it should not need a building consent' },
      { id: 'plans', label: 'Plans of the work', hint: 'A site plan, floor plans and elevations.' },
      { id: 'title', label: 'A copy of the record of title, less than 3 months old' },
      {
        id: 'compliance',
        label: 'How the work will comply with the Building Code',
        hint: 'For example a producer statement or an engineer’s design.',
      },
      { id: 'builder', label: 'Who will design and carry out the work, with their licence or registration numbers' },
      deposit('the exemption'),
    ],
  },
};

/** The items shown: the deposit is left out when the council's deposit table is disabled. */
export function checklistItems(checklist: Checklist, depositTableEnabled: boolean): ChecklistItem[] {
  return checklist.items.filter((item) => depositTableEnabled || !item.deposit);
}
