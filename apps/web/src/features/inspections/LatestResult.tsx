import { inspectionPhotoPaths, routeUrl, type RequiredInspectionItem } from '@consent/domain';

/** The inspector's notes and photos on the latest result of a required inspection (issue 32.4). */
export function LatestResult({ appId, inspection }: { appId: number; inspection: RequiredInspectionItem }) {
  const result = inspection.latestResult;
  if (!result || (!result.notes && result.photoIds.length === 0)) return null;
  return (
    <>
      {result.notes ? <p>Inspector’s notes: {result.notes}</p> : null}
      {result.photoIds.length ? (
        <ul className="inspection-photos" aria-label={`Photos of the ${inspection.name} inspection`}>
          {result.photoIds.map((photoId, n) => (
            <li key={photoId}>
              <a href={routeUrl(inspectionPhotoPaths.applicant, { appId, photoId })} target="_blank" rel="noreferrer">
                Photo {n + 1} of the {inspection.name} inspection
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
