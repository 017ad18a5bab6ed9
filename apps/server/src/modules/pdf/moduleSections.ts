import { buildingAnswers, projectAnswerRows } from '@consent/domain';
import type { ContactService } from '../contacts/service.js';
import type { LocationService } from '../locations/service.js';
import type { ProjectService } from '../project/service.js';
import { pdfRows, rows, type PdfSection } from './model.js';
import type { ModuleSectionBuilders } from './sections.js';

const yesNo = (value: string) => (value === 'yes' ? 'Yes' : value === 'no' ? 'No' : '');

/**
 * Sections of the forms other modules keep, read through their services: the site location (parcels),
 * the project page (project and buildings) and the project contacts.
 */
export function moduleSectionBuilders(services: {
  locations: LocationService;
  project: ProjectService;
  contacts: ContactService;
}): ModuleSectionBuilders {
  return {
    siteLocation: async ({ user, appId, title }) => {
      const set = await services.locations.parcelData(user, appId, false);
      const parcels = set.parcelOpt === 'multiple' ? set.parcels : set.parcels.filter((p) => p.active);
      if (!parcels.length) return [{ title, rows: [] }];
      return parcels.map((p, i) => {
        const l = p.location;
        return {
          title: parcels.length > 1 ? `${title}: parcel ${i + 1} of ${parcels.length}` : title,
          rows: rows(
            { key: 'Address', value: [l.street, l.suburb, l.city, l.region, l.postcode].filter(Boolean).join(', ') },
            { key: 'Legal description', value: p.legaldesc_oneline || l.legalDescOneLine || l.legalDesc },
            { key: 'Certificate of title', value: l.certOfTitle },
            { key: 'Valuation number', value: l.valuationNumber },
            { key: 'Parcel ID', value: l.parcelID },
          ),
        };
      });
    },
    project: async ({ user, appId, data, title }) => {
      const [{ project, buildings }, schedules] = await Promise.all([
        services.project.load(user, appId),
        services.project.schedules(user, appId),
      ]);
      const sections: PdfSection[] = [
        { title, rows: pdfRows(projectAnswerRows(project, buildings, data.appTypeCode)) },
      ];
      buildings.forEach((b, i) => {
        const answers = buildingAnswers(b, schedules.data.find((s) => s.building_id === b.id)?.schedule);
        sections.push({ title: `Building ${i + 1} of ${buildings.length}: ${b.name}`, rows: pdfRows(answers.rows) });
        if (answers.clauses.length)
          sections.push({ title: `${b.name}: means of compliance`, rows: pdfRows(answers.clauses), part: true });
        if (answers.schedule.length)
          sections.push({ title: `${b.name}: compliance schedule`, rows: pdfRows(answers.schedule), part: true });
      });
      return sections;
    },
    contacts: async ({ user, appId, title }) => {
      const { has_lbp, contacts } = await services.contacts.form(user, appId);
      const people = [...contacts.lbp, ...contacts.other].map((c) => ({
        key: c.contact_mode === 'lbp' ? `LBP ${c.licence_number}`.trim() : c.profession || 'Contact',
        value: [c.name, c.licence_class, c.phone, c.email].filter((v) => v && v !== 'NA').join('\n'),
      }));
      return [
        { title, rows: [...rows({ key: 'LBPs carry out or supervise the work', value: yesNo(has_lbp) }), ...people] },
      ];
    },
  };
}
