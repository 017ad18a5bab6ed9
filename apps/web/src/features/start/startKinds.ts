import { APPLICATION_TYPE, messages, type ApplicationParam, type Me, type RelatedKind } from '@consent/domain';
import type { ApiError } from '../../api';

/** The three requirements checklists of spec point 2. */
export type ChecklistId = 'pim' | 'buildingConsent' | 'exemption';

/**
 * How a tile starts its application.
 * - create: council, then the checklist (skipped by a user who already has applications), then
 *   `POST /access/app` with the spec's type number and param (spec point 4, "New application").
 * - related: from a completed building consent, the user's own or one made outside the product.
 * - minorVariation: the council's download only; upload: goes to an application's attachments.
 */
export type StartFlow =
  | { kind: 'create'; type: number; param: ApplicationParam; checklist: ChecklistId; needsMultiproof: boolean }
  | { kind: 'related'; relatedKind: RelatedKind; needsMultiproof: boolean }
  | { kind: 'minorVariation' }
  | { kind: 'upload' };

export interface StartKind {
  id: string;
  title: string;
  /** When to use it, in a line. */
  description: string;
  flow: StartFlow;
}

interface StartGroup {
  id: string;
  title: string;
  kinds: StartKind[];
}

const create = (type: number, param: ApplicationParam, checklist: ChecklistId): StartFlow => ({
  kind: 'create',
  type,
  param,
  checklist,
  needsMultiproof: param === 'multiproof',
});

const related = (relatedKind: RelatedKind): StartFlow => ({
  kind: 'related',
  relatedKind,
  needsMultiproof: relatedKind === 'clone',
});

/**
 * The sixteen application types of spec point 1, grouped by where the applicant is in their project.
 * Which checklist a tile shows: PIM only the PIM checklist; exemption the exemption checklist; every
 * other building consent (with or without PIM, code mark, MBIE multiproof, new multiproof, flood
 * affected, fast track) and the certificate of acceptance the building consent (with code compliance
 * certificate) checklist, since each is assessed against the same documents. Kinds started from an
 * existing consent, the minor variation download and the upload of documents have no checklist.
 * "Building consent (with or without PIM)" creates type 2; the wizard's PIM question switches it to 4.
 */
export const START_GROUPS: StartGroup[] = [
  {
    id: 'before-building',
    title: 'Before building work starts',
    kinds: [
      {
        id: 'building-consent',
        title: 'Building consent (with or without PIM)',
        description: 'Apply for consent to do building work. You can ask for a project information memorandum with it.',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'standard', 'buildingConsent'),
      },
      {
        id: 'pim-only',
        title: 'Project information memorandum (PIM) only',
        description:
          'Find out what the council knows about a site, and what else your project needs, before you apply for consent.',
        flow: create(APPLICATION_TYPE.PIM_ONLY, 'standard', 'pim'),
      },
      {
        id: 'exemption',
        title: 'Exemption from building consent',
        description: 'Ask the council to agree that low-risk work can go ahead without a building consent.',
        flow: create(APPLICATION_TYPE.EXEMPTION, 'standard', 'exemption'),
      },
      {
        id: 'fast-track',
        title: 'Fast-track consent',
        description: 'A one-page application for a solid fuel heater or a proprietary garage.',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'fasttrack', 'buildingConsent'),
      },
      {
        id: 'flood-affected',
        title: 'Flood-affected building consent',
        description: 'A one-page application to repair a building damaged by flooding.',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'flooded', 'buildingConsent'),
      },
      {
        id: 'code-mark',
        title: 'CodeMark consent',
        description: 'Apply for consent for work that uses a product certified under the CodeMark scheme.',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'codemark', 'buildingConsent'),
      },
      {
        id: 'mbie-multiproof',
        title: 'MBIE multiproof',
        description:
          'Apply for consent to build a design that MBIE has approved as a multiproof (a national multiple-use approval).',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'mbie', 'buildingConsent'),
      },
      {
        id: 'new-multiproof',
        title: 'New multiproof',
        description: 'For approved repeat builders: apply for consent for a standard design you will build many times.',
        flow: create(APPLICATION_TYPE.BUILDING_CONSENT, 'multiproof', 'buildingConsent'),
      },
      {
        id: 'multiproof-clone',
        title: 'Multiproof clone',
        description: 'Start a consent for another site by copying one of your completed multiproof consents.',
        flow: related('clone'),
      },
      {
        id: 'resource-consent',
        title: 'Resource consent',
        description:
          "Apply for a land use consent for the site of a building consent, when your project breaks the district plan's rules.",
        flow: related('rc'),
      },
    ],
  },
  {
    id: 'during-building',
    title: 'During and after building work',
    kinds: [
      {
        id: 'amendment',
        title: 'Building consent amendment',
        description: 'Change the plans of a building consent the council has granted, before you build the change.',
        flow: related('abc'),
      },
      {
        id: 'minor-variation',
        title: 'Minor variation',
        description: "Download your council's form for a small change to consented plans, such as swapping a product.",
        flow: { kind: 'minorVariation' },
      },
      {
        id: 'code-compliance-certificate',
        title: 'Code compliance certificate',
        description: 'Tell the council the consented work is finished and ask it to certify the work.',
        flow: related('ccc'),
      },
      {
        id: 'certificate-for-public-use',
        title: 'Certificate for public use',
        description: 'Let the public use part of a building while the consented work on it is not yet finished.',
        flow: related('cpu'),
      },
      {
        id: 'certificate-of-acceptance',
        title: 'Certificate of acceptance',
        description: 'Ask the council to accept building work that was done without the consent it needed.',
        flow: create(APPLICATION_TYPE.CERTIFICATE_OF_ACCEPTANCE, 'standard', 'buildingConsent'),
      },
      {
        id: 'upload-documents',
        title: 'Upload documents',
        description: 'Add plans, reports or certificates to an application you have already started.',
        flow: { kind: 'upload' },
      },
    ],
  },
];

/** The server refused the start because the user may not make multiproof applications: the activation step asks. */
export const isMultiproofRefusal = (error: ApiError) =>
  error.status === 403 && error.message === messages.multiproofNotAllowed;

/** A flow that needs multiproof permission the user does not have starts at the activation step. */
export const needsActivation = (flow: { needsMultiproof: boolean }, me: Me) =>
  flow.needsMultiproof && me.multiproofPermission !== 'yes';
