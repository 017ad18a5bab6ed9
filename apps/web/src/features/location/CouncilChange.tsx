import type { Council } from '@consent/domain';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';

interface Props {
  councils: Council[];
  councilId: number;
  onChange: (councilId: number) => Promise<void>;
}

/** The council drop-down with its change-council button (spec point 2). */
export function CouncilChange({ councils, councilId, onChange }: Props) {
  const [chosen, setChosen] = useState(councilId);
  const [pending, setPending] = useState(false);
  return (
    <div className="council-change">
      <SelectField id="site-council" label="Council" hint="The council the application goes to. Change it if the site is in another council’s region." value={chosen} onChange={(e) => setChosen(Number(e.target.value))}>
        {councils.map((c) => (
          <option key={c.id} value={c.id}>
            {c.fullName}
          </option>
        ))}
      </SelectField>
      <Button
        variant="secondary"
        pending={pending}
        disabled={chosen === councilId}
        onClick={async () => {
          setPending(true);
          try {
            await onChange(chosen);
          } finally {
            setPending(false);
          }
        }}
      >
        Change council
      </Button>
    </div>
  );
}
