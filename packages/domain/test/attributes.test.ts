import { describe, expect, it } from 'vitest';
import { checkApplicationAttributes } from '../src/index.js';

describe('application attribute rules (spec point 5)', () => {
  it('accepts the six allowed attributes with valid values', () => {
    const check = checkApplicationAttributes({
      type: 2,
      param: 'fasttrack',
      role: 'agent',
      councilId: 4,
      firstContact: 1,
      invoiceContact: 11,
    });
    expect(check).toEqual({
      ok: true,
      attributes: { type: 2, param: 'fasttrack', role: 'agent', councilId: 4, firstContact: 1, invoiceContact: 11 },
    });
  });

  it.each([0, 8, -1, 2.5, 'x', null])("rejects type %s with 'Invalid Application Type {value}'", (type) => {
    expect(checkApplicationAttributes({ type })).toEqual({ ok: false, errors: [`Invalid Application Type ${type}`] });
  });

  it.each([1, 7])('accepts the boundary type %s', (type) => {
    expect(checkApplicationAttributes({ type })).toMatchObject({ ok: true, attributes: { type } });
  });

  it('accepts a type sent as digits', () => {
    expect(checkApplicationAttributes({ type: '4' })).toMatchObject({ ok: true, attributes: { type: 4 } });
  });

  it("rejects an unknown param with 'Invalid Application Param {value}'", () => {
    expect(checkApplicationAttributes({ param: 'express' })).toEqual({
      ok: false,
      errors: ['Invalid Application Param express'],
    });
  });

  it("rejects a role other than owner or agent with 'Invalid Application Role {value}'", () => {
    expect(checkApplicationAttributes({ role: 'builder' })).toEqual({
      ok: false,
      errors: ['Invalid Application Role builder'],
    });
  });

  it('compares the role case-insensitively', () => {
    expect(checkApplicationAttributes({ role: 'AGENT' })).toMatchObject({ ok: true, attributes: { role: 'agent' } });
  });

  it("rejects any other attribute with 'Invalid Attribute {name}'", () => {
    expect(checkApplicationAttributes({ type: 2, colour: 'red' })).toEqual({
      ok: false,
      errors: ['Invalid Attribute colour'],
    });
  });

  it.each([null, 'type=2', 42, [1, 2]])("rejects a non-object set %j with 'Invalid Attribute Object'", (data) => {
    expect(checkApplicationAttributes(data)).toEqual({ ok: false, errors: ['Invalid Attribute Object'] });
  });

  it('reports every problem, in the order given', () => {
    expect(checkApplicationAttributes({ type: 9, param: 'x', role: 'y', z: 1 })).toEqual({
      ok: false,
      errors: [
        'Invalid Application Type 9',
        'Invalid Application Param x',
        'Invalid Application Role y',
        'Invalid Attribute z',
      ],
    });
  });

  it('leaves councilId, firstContact and invoiceContact unchecked', () => {
    expect(
      checkApplicationAttributes({ councilId: 'any', firstContact: { a: 1 }, invoiceContact: null }),
    ).toMatchObject({
      ok: true,
    });
  });
});
