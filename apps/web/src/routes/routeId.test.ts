import { idSchema } from '@consent/domain';
import { describe, expect, it } from 'vitest';
import { parseRouteId } from './routeId';

describe("a route's application id", () => {
  it.each(['1', '42', '0042', '2147483647'])('reads %s as the domain’s idSchema does', (text) => {
    expect(parseRouteId(text)).toEqual(idSchema.safeParse(text));
  });

  it.each([undefined, '', '0', 'abc', '4.2', '-3', '2147483648', '12345678901', ' 7'])('refuses %s', (text) => {
    expect(parseRouteId(text)).toEqual({ success: false });
    expect(idSchema.safeParse(text).success).toBe(false);
  });
});
