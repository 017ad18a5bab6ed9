import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildingFieldsSchema, personDetailSchema, storedShape } from '../src/index.js';

describe("storedShape: a form's stored answers as a response schema (ADR 32)", () => {
  it('encodes an answer saved before a bound was tightened instead of failing the read', () => {
    const stored = { ...personDetailSchema.parse({}), full_name: 'x'.repeat(300) };
    expect(z.encode(storedShape(personDetailSchema), stored).full_name).toHaveLength(300);
  });

  it('drops a key the form does not name rather than refusing the answer', () => {
    const stored = { ...personDetailSchema.parse({}), legacy: 'kept by an old version' };
    expect(z.encode(storedShape(personDetailSchema), stored)).not.toHaveProperty('legacy');
  });

  it('encodes a form whose request schema has transforms (a building’s name and money)', () => {
    const building = buildingFieldsSchema.parse({ estimated_value: 10.4 });
    expect(() => z.encode(buildingFieldsSchema, building)).toThrow();
    expect(z.encode(storedShape(buildingFieldsSchema), building)).toMatchObject({
      name: building.name,
      estimated_value: 10,
    });
  });

  it('still refuses a value of the wrong type', () => {
    expect(() =>
      z.encode(storedShape(personDetailSchema), {
        ...personDetailSchema.parse({}),
        street_same_as_mail: 'yes',
      } as never),
    ).toThrow();
  });
});
