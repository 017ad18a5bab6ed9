import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  dataLoad,
  dataSave,
  ownCalls,
  readStoredAnswers,
  validationModeSchema,
  type FormRegistryShape,
  type StoredFormDefinition,
} from '../src/index.js';

/** A stored form as a new one would be written: its schema, its store, its check and summary; no read, no routes. */
const answersSchema = z.strictObject({
  colour: z.enum(['red', 'blue', '']).default(''),
  count: z.number().int().nullable().default(null),
  note: z.string().trim().max(5).default(''),
});
type Answers = z.output<typeof answersSchema>;
const empty: Answers = answersSchema.parse({});
const example = {
  page: 'miscInfo',
  title: () => 'Example',
  name: () => 'Example',
  required: () => true,
  schema: answersSchema,
  messages: { colourUnanswered: 'Choose a colour' },
  keptBy: 'sections',
  store: {
    empty,
    load: [dataLoad('/example/:appId', answersSchema)],
    save: dataSave(
      '/example/:appId',
      z.strictObject({ data: answersSchema, validation_mode: validationModeSchema.optional() }),
    ),
  },
  check: (answers) => (answers.colour ? [] : [{ field: 'colour', message: 'Choose a colour' }]),
  summary: (answers) => (answers.colour ? [{ key: 'Colour', value: answers.colour }] : []),
  testAnswers: () => [{ save: { data: { colour: 'red', count: null, note: '' } } }],
} satisfies StoredFormDefinition<Answers>;

/*
 * The type-level half is checked by `tsc -p packages/domain`: each `@ts-expect-error` fails the type check if the
 * line under it compiles, that is if a stored form could be registered without the parts its store is made from.
 */
const { store: _store, ...withoutStore } = example;
const { save: _save, ...storeWithoutSave } = example.store;

describe('the store of section forms (ADR 0031: a stored form is its definition)', () => {
  it('refuses to compile a stored form without its store, or a store without its save', () => {
    const complete = { newForm: example } satisfies FormRegistryShape;
    // @ts-expect-error a section form that neither reads its own columns nor names its store has nowhere to keep answers
    const noStore = { newForm: withoutStore } satisfies FormRegistryShape;
    // @ts-expect-error ... and a store must say which call saves the form
    const noSave = { newForm: { ...example, store: storeWithoutSave } } satisfies FormRegistryShape;
    expect(['store' in complete.newForm, 'store' in noStore.newForm, 'save' in noSave.newForm.store]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('makes the calls of a store that names none from the form id, at one path of its own', () => {
    const own = { newForm: { ...example, store: { empty } } } satisfies FormRegistryShape;
    const calls = ownCalls('newForm', own.newForm.schema);
    expect([calls.load[0].route.method, calls.load[0].route.path]).toEqual([
      'GET',
      '/api/applications/:appId/forms/newForm',
    ]);
    expect([calls.save.route.method, calls.save.route.path]).toEqual([
      'POST',
      '/api/applications/:appId/forms/newForm',
    ]);
    const body = { data: { colour: 'red', count: 2, note: 'hi' }, validation_mode: 'all', step: 14 } as const;
    expect(calls.save.take(calls.save.route.body.parse(body))).toEqual({
      answers: body.data,
      validation_mode: 'all',
      step: 14,
    });
    expect(calls.save.route.body.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(calls.load[0].answer(body.data)).toEqual({ data: body.data });
  });

  it('reads an unanswered form (no key, null, not an object) as its empty answers', () => {
    for (const value of [undefined, null, 'text', 3, ['red']]) expect(readStoredAnswers(example, value)).toEqual(empty);
  });

  it('reads the answers as saved, in the schema order, without unknown fields', () => {
    const saved = { note: 'hi', extra: true, count: 2, colour: 'red' };
    expect(readStoredAnswers(example, saved)).toEqual({ colour: 'red', count: 2, note: 'hi' });
    expect(Object.keys(readStoredAnswers(example, saved))).toEqual(['colour', 'count', 'note']);
  });

  it('reads a field saved in an older shape, or missing, as its empty answer and keeps the others', () => {
    expect(readStoredAnswers(example, { colour: 'green', count: 'two', note: 'longer than five' })).toEqual({
      colour: empty.colour,
      count: empty.count,
      note: 'longer than five',
    });
    expect(readStoredAnswers(example, { colour: 'blue' })).toEqual({ ...empty, colour: 'blue' });
  });
});
