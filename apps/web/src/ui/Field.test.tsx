import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './Field';

function Controlled({ inputMode }: { inputMode?: 'numeric' | 'decimal' }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      id="f"
      label="Field"
      inputMode={inputMode}
      value={value}
      onChange={(e) => {
        setValue(e.target.value);
      }}
    />
  );
}

describe("spec point 2: 'Inputs with a number-only class strip non-digits'", () => {
  it('keeps only the digits of what is typed or pasted into a number-only (numeric) input', async () => {
    const user = userEvent.setup();
    render(<Controlled inputMode="numeric" />);
    const input = screen.getByLabelText<HTMLInputElement>('Field');
    await user.type(input, '80 14a');
    expect(input.value).toBe('8014');
    await user.clear(input);
    await user.click(input);
    await user.paste('$250,000');
    expect(input.value).toBe('250000');
  });

  it('leaves other inputs, decimals among them, as typed', async () => {
    const user = userEvent.setup();
    render(<Controlled inputMode="decimal" />);
    const input = screen.getByLabelText<HTMLInputElement>('Field');
    await user.type(input, '12.5 m');
    expect(input.value).toBe('12.5 m');
  });
});
