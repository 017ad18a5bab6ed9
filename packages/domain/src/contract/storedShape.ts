import { z } from 'zod';

/**
 * The schema of an answer as the server holds it and sends it back: the same fields and types as the request
 * schema's output, without the request's rules (trims, bounds, refinements, defaults, transforms).
 *
 * A response schema is encoded on every answer (docs/decisions/0032-one-typed-http-contract.md): the request
 * schema itself cannot be one, because a transform cannot be encoded and a bound tightened after an answer was
 * saved would turn reading it back into a 500. Its fields still come from the one definition of the form, so a
 * field added there is sent (and typed on the web) without a second list to keep in step. Unknown keys of a
 * stored answer are dropped rather than refused.
 */
export function storedShape<S extends z.ZodType>(schema: S): z.ZodType<z.output<S>, z.output<S>> {
  // The walk below keeps each node's output type (a transform's output is taken to be its input's, as every
  // transform in the forms normalises a value without changing its type), so the result is typed as the output.
  return plain(schema) as unknown as z.ZodType<z.output<S>, z.output<S>>;
}

function plain(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodString) return z.string();
  if (schema instanceof z.ZodNumber) return z.number();
  if (schema instanceof z.ZodBoolean) return z.boolean();
  if (schema instanceof z.ZodUnknown) return z.unknown();
  if (schema instanceof z.ZodEnum) return z.enum(schema.enum);
  if (schema instanceof z.ZodLiteral) return z.literal([...schema.values]);
  if (schema instanceof z.ZodNullable) return plain(schema.unwrap() as z.ZodType).nullable();
  if (schema instanceof z.ZodOptional) return plain(schema.unwrap() as z.ZodType).optional();
  if (schema instanceof z.ZodDefault || schema instanceof z.ZodPrefault) return plain(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return z.array(plain(schema.element as z.ZodType));
  if (schema instanceof z.ZodObject) {
    return z.object(
      Object.fromEntries(Object.entries(schema.shape).map(([key, field]) => [key, plain(field as z.ZodType)])),
    );
  }
  if (schema instanceof z.ZodUnion) return z.union((schema.options as z.ZodType[]).map(plain));
  if (schema instanceof z.ZodRecord)
    return z.record(plain(schema.keyType as z.ZodType) as z.ZodString, plain(schema.valueType as z.ZodType));
  if (schema instanceof z.ZodPipe)
    return plain((schema.out instanceof z.ZodTransform ? schema.in : schema.out) as z.ZodType);
  throw new Error(`storedShape: no stored form for a ${schema.def.type} schema`);
}
