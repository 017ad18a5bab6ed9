import type { Location } from '@consent/domain';
import { useId } from 'react';
import { useParcelCouncilInfo } from '../../api/parcelInfo';
import { SummaryList } from '../../ui/SummaryList';
import { money } from './features';

/**
 * The parcel information panel: the council's data for the chosen parcel and, once the parcel is saved,
 * the property information the council's own service writes about it (Ozone / TechOne, spec point 7).
 */
export function ParcelInfo({
  location,
  appId,
  heading: Heading,
}: {
  location: Location;
  appId: number;
  heading: 'h2' | 'h3';
}) {
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
      {/* h2 straight under the page's h1, h3 under the form's own h2 (`formSubheading`). */}
      <Heading id="parcel-info-title" className="parcel-info__title">
        Parcel information
      </Heading>
      <SummaryList rows={rows} />
      <CouncilPropertyInformation
        appId={appId}
        appParcelId={location.appParcelID}
        heading={Heading === 'h2' ? 'h3' : 'h4'}
      />
    </section>
  );
}

/**
 * The council's HTML, sanitised by the server to plain formatting, tables and http(s) links (the
 * CSP forbids inline script besides). Nothing is shown when the council has no such service.
 */
function CouncilPropertyInformation({
  appId,
  appParcelId,
  heading: Heading,
}: {
  appId: number;
  appParcelId: number | null | undefined;
  heading: 'h3' | 'h4';
}) {
  const titleId = useId();
  const info = useParcelCouncilInfo(appId, appParcelId);
  const { html = '', message } = info.data ?? {};
  if (!html && !message) return null;
  return (
    <section className="parcel-info__council" aria-labelledby={titleId}>
      <Heading id={titleId} className="parcel-info__council-title">
        Council property information
      </Heading>
      {html ? (
        <div className="parcel-info__council-html" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="field__hint">{message}</p>
      )}
    </section>
  );
}
