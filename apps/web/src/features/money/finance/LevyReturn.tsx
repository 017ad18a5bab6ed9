import { levyReturnQuerySchema } from '@consent/domain';
import { useState } from 'react';
import { TextField } from '../../../ui/Field';
import { levyReturnCsvUrl } from '../financeCalls';

const ID = 'levy-return-month';
const lastMonth = () => {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return at.toISOString().slice(0, 7);
};

/**
 * The monthly levy return (s59: the building levy is paid to MBIE by the 20th of the month after the grant; the
 * research levy to BRANZ): per consent granted in the month, its value and both levies, as a CSV file.
 */
export function LevyReturn({ councilId }: { councilId: number }) {
  const [month, setMonth] = useState(lastMonth);
  const asked = month.trim();
  const checked = levyReturnQuerySchema.safeParse({ month: asked });
  const error = checked.success ? undefined : checked.error.issues[0]?.message;
  return (
    <section aria-labelledby="levy-return-heading">
      <h2 id="levy-return-heading">Monthly levy return</h2>
      <p>Each consent granted in the month with its estimated value, building levy and BRANZ levy, and the totals.</p>
      <TextField
        id={ID}
        label="Month"
        hint="For example, 2026-10"
        value={month}
        error={error}
        onChange={(event) => {
          setMonth(event.target.value);
        }}
        maxLength={7}
        autoComplete="off"
      />
      {checked.success ? (
        <p>
          <a href={levyReturnCsvUrl(councilId, asked)} download>
            Download the levy return for {asked} as a CSV file
          </a>
        </p>
      ) : null}
    </section>
  );
}
