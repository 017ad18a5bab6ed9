import type { StoredFormDefinition } from './definition.js';

/*
 * Forms added at run time, for a test only (the domain's `@consent/domain/testing` entry, issue 28 point 2): the
 * registry reads them after its own. The package's main entry does not export this file, so the product cannot add a
 * form: its registry is the literal in registry.ts.
 */

/** The forms a test added, by id. */
export const addedForms = new Map<string, StoredFormDefinition<unknown>>();

/** What the registry makes again when a form is added (its lists of forms). */
export const afterAdding: (() => void)[] = [];
