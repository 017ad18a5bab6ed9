import {
  DECLARATION_TEXT,
  EMPTY_FAST_TRACK,
  EMPTY_FLOOD_AFFECTED,
  SINGLE_PAGE_AFTER_OWN,
  SINGLE_PAGE_BEFORE_OWN,
  SINGLE_PAGE_OWN_TITLES,
  documentTypeById,
  fastTrackDataSchema,
  floodAffectedDataSchema,
  singlePageAnswerRows,
  singlePageFormOf,
  formTitle,
  formatBytes,
  requiredPages,
  visibleForms,
  wizardContextOf,
  type SinglePageForm,
  type WizardFormId,
  defined,
} from '@consent/domain';
import type { ApplicationAccess, ApplicationRow } from '../applications/access.js';
import type { ApplicationService } from '../applications/service.js';
import type { SessionUser } from '../auth/service.js';
import type { DocumentService } from '../documents/service.js';
import type { Readable } from 'node:stream';
import type { CompletedPdfCache } from './completedPdfCache.js';
import type { PdfModel, PdfSection } from './model.js';
import type { PdfRenderPool } from './renderPool.js';
import { createRenderLimit } from './renderLimit.js';
import type { PdfSections } from './sections.js';

const NZ_DATE = new Intl.DateTimeFormat('en-NZ', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Pacific/Auckland',
});
const NZ_DATE_TIME = new Intl.DateTimeFormat('en-NZ', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Pacific/Auckland',
});
/** 'YYYY-MM-DD' (a calendar date) or an ISO timestamp, as people in New Zealand read it. */
const nzDate = (value: string) =>
  NZ_DATE.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+12:00` : value));

/** A single-page form's own answers (the fast-track project or the flood remediation questions). */
function singlePageSection(form: SinglePageForm, stored: unknown): PdfSection {
  const data =
    form === 'fasttrack'
      ? (fastTrackDataSchema.safeParse(stored).data ?? EMPTY_FAST_TRACK)
      : (floodAffectedDataSchema.safeParse(stored).data ?? EMPTY_FLOOD_AFFECTED);
  const rows = singlePageAnswerRows(data);
  return rows.length
    ? { title: SINGLE_PAGE_OWN_TITLES[form], rows }
    : { title: SINGLE_PAGE_OWN_TITLES[form], rows: [], empty: 'Not answered yet.' };
}

/**
 * The whole application as a PDF (the summary page's "Download PDF"): every section of its required
 * wizard pages in page order, built by the module that keeps it, then its documents and the signature.
 * The answers are read here, on the request's thread, through the services; the layout, which is the
 * slow part, happens in the render pool's worker threads.
 */
export function createPdfService(deps: {
  access: ApplicationAccess;
  applications: ApplicationService;
  documents: DocumentService;
  sections: PdfSections;
  /** Sections after the answers that are not a form's: the fee estimate (issue 31, modules/money). */
  moreSections: (user: SessionUser, row: ApplicationRow) => Promise<PdfSection[]>;
  pool: PdfRenderPool;
  cache: CompletedPdfCache;
}) {
  const limit = createRenderLimit();
  return {
    async model(user: SessionUser, appId: number): Promise<PdfModel> {
      return this.modelOf(user, await deps.access.access(user, appId, 'read'));
    },

    /** The model of an application the caller has already read through the access check (render, the council's reading). */
    async modelOf(user: SessionUser, row: ApplicationRow): Promise<PdfModel> {
      const appId = row.id;
      const data = await deps.applications.dataOf(user, row);
      const ctx = wizardContextOf(data);
      const sectionsOf = deps.sections;
      // A single-page application shows its page's sections, its own answers after the owner and agent.
      const single = singlePageFormOf(data.appParam);
      const forms: (WizardFormId | 'own')[] = single
        ? [...SINGLE_PAGE_BEFORE_OWN, 'own', ...SINGLE_PAGE_AFTER_OWN]
        : requiredPages(ctx).flatMap((page) => visibleForms(page, ctx));
      // The sections are read at once, not one after another: a dozen reads in a row were most of the time before a
      // PDF's layout started (issue 15 point 9). They keep the page order they are listed in.
      const section = async (form: WizardFormId | 'own'): Promise<PdfSection[]> => {
        if (form === 'attachments') return []; // the documents have their own part below
        if (form === 'own') return [singlePageSection(defined(single, 'single'), row.singlePage)];
        return sectionsOf(form, { user, appId, row, data, title: formTitle(form, ctx.typeCode) });
      };
      const [built, more, documents] = await Promise.all([
        Promise.all(forms.map(section)),
        deps.moreSections(user, row),
        deps.documents.documentsOf(row),
      ]);
      const sections = [...built.flat(), ...more];
      return {
        title: data.reference ?? `Application ${appId}`,
        subtitle: data.summary.typeName,
        facts: [
          { key: 'Council', value: data.summary.councilName },
          {
            key: 'Status',
            value: data.appCompleted
              ? `Completed ${data.summary.completedAt ? nzDate(data.summary.completedAt) : ''}`.trim()
              : 'In progress',
          },
          { key: 'Reference', value: data.reference ?? '' },
          { key: 'Applicant', value: data.full_name },
          { key: 'Started', value: nzDate(data.summary.createdAt) },
          ...(data.bc_number ? [{ key: 'Consent number', value: data.bc_number }] : []),
        ].filter((r) => r.value),
        sections,
        documents: documents.map((d) => ({
          type: documentTypeById(d.documentTypeId)?.name ?? 'Document',
          name: d.originalName,
          size: formatBytes(d.size),
          uploaded: nzDate(d.createdAt.toISOString()),
        })),
        declaration: DECLARATION_TEXT,
        // The date stored when the applicant signed, never today's: the same PDF every day.
        signature: data.summary.signedAt
          ? { name: data.app_signee_name, date: NZ_DATE_TIME.format(new Date(data.summary.signedAt)) }
          : null,
        generatedAt: NZ_DATE_TIME.format(new Date()),
      };
    },

    /** A completed application's PDF from the file store once it has been rendered; a draft's rendered every time. */
    async render(user: SessionUser, appId: number): Promise<Buffer | Readable> {
      const row = await deps.access.access(user, appId, 'read');
      const completed = row.completed && row.completedAt ? { id: row.id, completedAt: row.completedAt } : null;
      const stored = completed && (await deps.cache.get(completed));
      if (stored) return stored;
      const pdf = await limit.run(user.id, async () => deps.pool.render(await this.modelOf(user, row)));
      if (completed) await deps.cache.put(completed, pdf);
      return pdf;
    },
  };
}

export type PdfService = ReturnType<typeof createPdfService>;
