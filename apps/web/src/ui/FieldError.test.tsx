import { messages } from '@consent/domain';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextField } from './Field';
import { RadioGroup } from './RadioGroup';

function Question({ error }: { error?: string }) {
  const form = useForm<{ project: string }>();
  return (
    <RadioGroup
      id="singlepage-project"
      legend="Which project is this application for?"
      error={error}
      input={form.register('project')}
      options={['Installation of Freestanding Solid Fuel Heating Appliance', 'Proprietary Garage'].map((p) => ({
        value: p,
        label: p,
      }))}
    />
  );
}

describe("a field's error", () => {
  it("is read 'Error:' first, but not twice when the spec's message already starts 'Error!'", () => {
    render(
      <>
        <TextField id="name" label="Name" error={messages.contactFullName} />
        <TextField id="email" label="Email" error="Enter an email address" />
      </>,
    );
    expect(document.getElementById('name-error')?.textContent).toBe("Error! Please enter the contact's full name.");
    expect(document.getElementById('email-error')?.textContent).toBe('Error: Enter an email address');
  });

  it("gives radios whose values are sentences ids without spaces, and says 'Error:' once", () => {
    render(<Question error={messages.contactFullName} />);
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids).toContain('singlepage-project-Proprietary-Garage');
    expect(ids.filter((id) => /\s/.test(id))).toEqual([]);
    expect(screen.getByLabelText('Proprietary Garage').id).toBe('singlepage-project-Proprietary-Garage');
    expect(document.getElementById('singlepage-project-error')?.textContent).not.toContain('Error: Error!');
  });
});
