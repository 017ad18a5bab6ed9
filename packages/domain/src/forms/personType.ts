// Whether an owner or agent is a person or a company, as a page draws it: no schema here (ADR 0089).

/** A person, or a registered company found by its company number (nzrc) or NZBN (nzbn) (spec point 3). */
export const PERSON_TYPES = ['person', 'nzrc', 'nzbn'] as const;
export type PersonType = (typeof PERSON_TYPES)[number];
export const isRegisteredCompany = (type: PersonType) => type === 'nzrc' || type === 'nzbn';
