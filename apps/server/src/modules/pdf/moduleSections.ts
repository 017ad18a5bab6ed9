import { buildingTypeName } from '@consent/domain';
import type { ContactService } from '../contacts/service.js';
import type { LocationService } from '../locations/service.js';
import type { ProjectService } from '../project/service.js';
import { rows, type PdfSection } from './model.js';
import type { SectionBuilders } from './sections.js';

const money = (n: number | null | undefined) => (n === null || n === undefined ? '' : `$${Math.round(n).toLocaleString('en-NZ')}`);
const area = (n: number | null | undefined) => (n === null || n === undefined ? '' : `${n} m²`);

/**
 * Sections of the forms other modules keep, read through their services: the site location (parcels),
 * the project page (project and buildings) and the project contacts.
 */
export function moduleSectionBuilders(services: {
  locations: () => LocationService;
  project: () => ProjectService;
  contacts: () => ContactService;
}): SectionBuilders {
  return {
    siteLocation: async ({ user, appId, title }) => {
      const set = await services.locations().parcelData(user, appId, false);
      const parcels = set.parcelOpt === 'multiple' ? set.parcels : set.parcels.filter((p) => p.active);
      if (!parcels.length) return [{ title, rows: [] }];
      return parcels.map((p, i) => {
        const l = p.location;
        return {
          title: parcels.length > 1 ? `${title}: parcel ${i + 1} of ${parcels.length}` : title,
          rows: rows(
            { key: 'Address', value: [l.street, l.suburb, l.city, l.postcode].filter(Boolean).join(', ') },
            { key: 'Legal description', value: p.legaldesc_oneline || l.legalDescOneLine || l.legalDesc },
            { key: 'Certificate of title', value: l.certOfTitle },
            { key: 'Valuation number', value: l.valuationNumber },
            { key: 'Parcel ID', value: l.parcelID },
          ),
        };
      });
    },
    project: async ({ user, appId, title }) => {
      const { project, buildings, estimatedValue } = await services.project().load(user, appId);
      const sections: PdfSection[] = [
        {
          title,
          rows: rows(
            { key: 'Description of the work', value: project.projectDescription },
            { key: 'Estimated value', value: buildings.length ? money(estimatedValue) : '' },
            { key: 'Number of buildings', value: buildings.length ? String(buildings.length) : '' },
          ),
        },
      ];
      for (const b of buildings) {
        sections.push({
          title: `Building: ${b.name}`,
          rows: rows(
            { key: 'Type', value: buildingTypeName(b.type) },
            { key: 'Intended life', value: b.intended_life ? `${b.intended_life} years` : '' },
            { key: 'Estimated value', value: money(b.estimated_value) },
            { key: 'Occupants', value: b.occupants === null ? '' : String(b.occupants) },
            { key: 'Floor area: existing', value: area(b.existing_floor_area) },
            { key: 'Floor area: new', value: area(b.new_floor_area) },
            { key: 'Floor area: affected', value: area(b.affected_floor_area) },
            { key: 'Levels', value: b.levels === null ? '' : String(b.levels) },
            { key: 'Location', value: [b.location, b.level_unit].filter(Boolean).join(', ') },
            { key: 'Year constructed', value: b.year_constructed },
          ),
        });
      }
      return sections;
    },
    contacts: async ({ user, appId, title }) => {
      const { lbp, other } = await services.contacts().contacts(user, appId);
      return [
        {
          title,
          rows: [...lbp, ...other].map((c) => ({
            key: c.contact_mode === 'lbp' ? `LBP ${c.licence_number}`.trim() : c.profession || 'Contact',
            value: [c.name, c.licence_class, c.phone, c.email].filter((v) => v && v !== 'NA').join('\n'),
          })),
        },
      ];
    },
  };
}

