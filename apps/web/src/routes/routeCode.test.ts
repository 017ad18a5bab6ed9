import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_CODE } from './routeCode';
import { RequireSignIn } from './RequireSignIn';
import { routes } from './routes';

describe('the code the server names for each page address', () => {
  it.each(ROUTE_CODE)('$pattern is a screen of the app, behind the sign-in when it says so', (entry) => {
    const address = entry.pattern.replace(/:\w+/g, '7');
    const matches = matchRoutes(routes, address) ?? [];
    expect(matches.at(-1)?.route.path).not.toBe('*');
    const guarded = matches.some(({ route }) => isValidElement(route.element) && route.element.type === RequireSignIn);
    expect(guarded).toBe(entry.signedIn);
  });
});
