import type { Council } from '@consent/domain';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/Field';
import { ConfirmCouncilChange } from '../application/ConfirmCouncilChange';

interface Props {
  councils: Council[];
  councilId: number;
  onChange: (councilId: number) => Promise<void>;
}

/** The council drop-down with its change-council button (spec point 2), which asks first (issue 15). */
export function CouncilChange({ councils, councilId, onChange }: Props) {
  const [chosen, setChosen] = useState(councilId);
  const [pending, setPending] = useState(false);
  const [confirming, setConfirming] = useState<Council | null>(null);
  async function change(council: Council) {
    setConfirming(null);
    setPending(true);
    try {
      await onChange(council.id);
    } finally {
      setPending(false);
    }
  }
  return (
    <div className="council-change">
      <SelectField
        id="site-council"
        label="Council"
        hint="The council the application goes to. Change it if the site is in another council’s region."
        value={chosen}
        onChange={(e) => {
          setChosen(Number(e.target.value));
        }}
      >
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
        onClick={() => {
          setConfirming(councils.find((c) => c.id === chosen) ?? null);
        }}
      >
        Change council
      </Button>
      <ConfirmCouncilChange
        council={confirming}
        onCancel={() => {
          setConfirming(null);
        }}
        onConfirm={(council) => {
          void change(council);
        }}
      />
    </div>
  );
}
