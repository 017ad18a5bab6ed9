import { addedForms, afterAdding } from './wizard/addedForms.js';
import type { StoredFormDefinition } from './wizard/definition.js';
import { FORM_REGISTRY } from './wizard/registry.js';

/*
 * For tests only (`@consent/domain/testing`; the product imports `@consent/domain`, whose registry is a literal):
 * adds a throwaway stored form to the registry at run time, so a test can prove that a form written as a definition
 * alone is loaded, saved, checked, summarised, printed and required at completion (issue 28 point 2).
 */

/**
 * Adds a stored form under this id until the returned function removes it. Add it before the server is built: the
 * server registers each stored form's routes when it starts.
 */
export function addFormForTest<Answers>(id: string, definition: StoredFormDefinition<Answers>): () => void {
  if (Object.hasOwn(FORM_REGISTRY, id) || addedForms.has(id)) throw new Error(`${id} is a form already`);
  addedForms.set(id, definition);
  for (const make of afterAdding) make();
  return () => {
    addedForms.delete(id);
    for (const make of afterAdding) make();
  };
}
