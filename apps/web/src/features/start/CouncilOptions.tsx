import type { Council } from '@consent/domain';

/** A council select's options: "Choose a council" first, then each council by its full name. */
export function CouncilOptions({ councils }: { councils: Council[] }) {
  return (
    <>
      <option value="">Choose a council</option>
      {councils.map((council) => (
        <option key={council.id} value={council.id}>
          {council.fullName}
        </option>
      ))}
    </>
  );
}
