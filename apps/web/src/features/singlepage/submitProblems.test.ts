import type { FormProblems, WizardFormId } from '@consent/domain';
import { renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldId, showProblems, type FormHandle } from '../../forms/formRegistry';
import { placeSubmitProblems } from './submitProblems';

const noop = { validate: () => [], save: async () => [] };

describe("the single page's Submit problems from the server", () => {
  it("links each section's problems to that section's fields, in the server's order, and the page's own to its fields", () => {
    const owner = renderHook(() => useForm<{ full_name: string; email: string }>()).result.current;
    const contacts = renderHook(() => useForm<{ has_lbp: string }>()).result.current;
    const siteShown: FormProblems[] = [];
    const handles: Partial<Record<WizardFormId, FormHandle[]>> = {
      siteLocation: [
        { ...noop, show: (p) => (siteShown.push(p), p.map((d) => ({ message: d.message, fieldId: 'site_street' }))) },
      ],
      ownerDetails: [{ ...noop, show: (p) => showProblems(owner, 'owner', p) }],
      contacts: [{ ...noop, show: (p) => showProblems(contacts, 'lbp', p) }],
    };
    const ownShown: FormProblems[] = [];
    const problems: FormProblems = [
      { field: 'street', message: 'Please select the parcel!', form: 'siteLocation' },
      { field: 'full_name', message: "Please enter the owner's full name.", form: 'ownerDetails' },
      { field: 'make', message: 'Enter the make of the appliance.' },
      { field: 'email', message: 'Please enter a valid email address.', form: 'ownerDetails' },
      {
        field: 'has_lbp',
        message: 'Please answer the question about licensed building practitioners.',
        form: 'contacts',
      },
      { message: 'Upload the site plan.', form: 'attachments' },
    ];

    const placed = placeSubmitProblems(
      problems,
      (form) => handles[form] ?? [],
      (own) => {
        ownShown.push(own);
        return own.map((d) => ({ message: d.message, fieldId: `fasttrack-${d.field}` }));
      },
    );

    expect(placed).toEqual([
      { message: 'Please select the parcel!', fieldId: 'site_street' },
      { message: "Please enter the owner's full name.", fieldId: fieldId('owner', 'full_name') },
      { message: 'Enter the make of the appliance.', fieldId: 'fasttrack-make' },
      { message: 'Please enter a valid email address.', fieldId: 'owner-email' },
      { message: 'Please answer the question about licensed building practitioners.', fieldId: 'lbp-has_lbp' },
      // No rendered attachments section here: listed, unlinked.
      { message: 'Upload the site plan.' },
    ]);
    // Each section shows all its problems at once; the page's own questions get only theirs.
    expect(siteShown).toEqual([[problems[0]]]);
    expect(ownShown).toEqual([[problems[2]]]);
    expect(owner.getFieldState('full_name').error?.message).toBe("Please enter the owner's full name.");
    expect(owner.getFieldState('email').error?.message).toBe('Please enter a valid email address.');
    expect(contacts.getFieldState('has_lbp').error?.message).toBe(
      'Please answer the question about licensed building practitioners.',
    );
  });
});
