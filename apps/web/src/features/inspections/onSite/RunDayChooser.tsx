import { useState, type SyntheticEvent } from 'react';
import { Button } from '../../../ui/Button';

/**
 * The run's day: today unless the inspector looks at another (tomorrow's run, or yesterday's to finish it). The field
 * stays the same element while the screen's day changes (the server's today arriving, another day chosen), so the
 * focus and what the inspector has typed stay in it; it follows the shown day only while it still shows the last one.
 */
export function RunDayChooser({ date, onChoose }: { date: string; onChoose: (date: string) => void }) {
  const [value, setValue] = useState(date);
  const [shown, setShown] = useState(date);
  if (date !== shown) {
    setShown(date);
    if (value === shown) setValue(date);
  }
  const choose = (event: SyntheticEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) onChoose(value);
  };
  return (
    <form className="run__day" onSubmit={choose} noValidate>
      <label className="field__label" htmlFor="run-day">
        Day of the run
      </label>
      <input
        id="run-day"
        className="input"
        type="date"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
        }}
      />
      <Button type="submit" variant="secondary">
        Show this day
      </Button>
    </form>
  );
}
