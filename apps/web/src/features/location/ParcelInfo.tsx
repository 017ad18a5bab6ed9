import type { Location } from '@consent/domain';
import { SummaryList } from '../../ui/SummaryList';
import { money } from './features';

/** The parcel information panel: the council's data for the chosen parcel. */
export function ParcelInfo({ location }: { location: Location }) {
  const rows = [
    { key: 'Legal description', value: location.legalDescOneLine || location.legalDesc },
    { key: 'Record of title', value: location.certOfTitle || location.title || 'N/A' },
    { key: 'Valuation number', value: location.valuationNumber || 'N/A' },
    { key: 'Capital value', value: money(location.capitalValue) },
    { key: 'Land value', value: money(location.landValue) },
    { key: 'Improvements value', value: money(location.improvementsValue) },
    { key: 'Ward', value: location.wardDescription || location.ward || 'N/A' },
    { key: 'Area', value: location.areaDescription || 'N/A' },
    { key: 'Property type', value: location.propertyType || 'N/A' },
  ];
  return (
    <section className="parcel-info" aria-labelledby="parcel-info-title">
      <h3 id="parcel-info-title" className="parcel-info__title">
        Parcel information
      </h3>
      <SummaryList rows={rows} />
    </section>
  );
}
