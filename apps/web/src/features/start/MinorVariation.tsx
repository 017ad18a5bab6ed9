import { messages, type Council } from '@consent/domain';
import { useState } from 'react';
import { useCouncilConfigs } from '../../api';
import { SelectField } from '../../ui/Field';
import { LoadProblem, Loading } from '../../ui/Status';
import { CouncilOptions } from './CouncilOptions';

export const MINOR_VARIATION_TITLE = 'Apply for a Minor Variation';

function Offer({ council }: { council: Council }) {
  const configs = useCouncilConfigs(council.id);
  if (configs.isPending) return <Loading>Looking for {council.fullName}'s form…</Loading>;
  if (configs.isError) return <LoadProblem message={configs.error.message} onRetry={() => void configs.refetch()} />;
  const url = configs.data.MinorVariationURL;
  if (!url) return <p>{messages.minorVariationUnavailable(council.fullName)}</p>;
  return (
    <p>
      <a href={url} target="_blank" rel="noopener noreferrer" className="minor-variation__download">
        Download {council.fullName}'s minor variation form<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </p>
  );
}

/**
 * A minor variation is made on the council's own form: this offers its download (spec point 2). The
 * dialog is 500x280, so it is closed from its header (or Escape) rather than a button of its own.
 */
export function MinorVariation({ councils }: { councils: Council[] }) {
  const only = councils.length === 1 ? councils[0] : undefined;
  const [selected, setSelected] = useState(only ? String(only.id) : '');
  const council = councils.find((c) => String(c.id) === selected);
  return (
    <>
      <SelectField
        id="minor-variation-council"
        label="Council"
        value={selected}
        onChange={(event) => {
          setSelected(event.target.value);
        }}
      >
        <CouncilOptions councils={councils} />
      </SelectField>
      <div aria-live="polite">{council ? <Offer council={council} /> : null}</div>
    </>
  );
}
