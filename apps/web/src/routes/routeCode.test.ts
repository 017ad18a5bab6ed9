import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FORM_COMPONENTS } from '../features/wizard/pageForms';
import { FORM_MODULES, ROUTE_CODE } from './routeCode';
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

  it.each(Object.entries(FORM_MODULES))('names the module the wizard loads for the form %s', async (form, module) => {
    const loaded = (await FORM_COMPONENTS[form as keyof typeof FORM_COMPONENTS].start()) as { default: unknown };
    const named = (await import(`../${module.replace(/\.tsx$/, '')}`)) as { default: unknown };
    expect(named.default).toBe(loaded.default);
  });
});
