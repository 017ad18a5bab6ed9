import { describe, expect, it } from 'vitest';
import { safeNextPath, signInPath } from './nextPath';

describe('safeNextPath', () => {
  it('keeps a same-site path with its query, such as the spec deep link', () => {
    expect(safeNextPath('/helix/newapp/12?task=jump&step=3')).toBe('/helix/newapp/12?task=jump&step=3');
    expect(safeNextPath('/helix/app/obca/12/482913?opt=resume')).toBe('/helix/app/obca/12/482913?opt=resume');
  });

  it.each([
    ['a protocol-relative address', '//evil.com'],
    ['a protocol-relative address with a path', '//evil.com/helix/newapp/1'],
    ['an absolute https address', 'https://evil.com/'],
    ['an absolute address on another scheme', 'javascript:alert(1)'],
    ['a backslash that browsers read as a slash', '/\\evil.com'],
    ['a tab that browsers strip', '/\t/evil.com'],
    ['a relative path without a leading slash', 'helix/newapp/1'],
    ['nothing', null],
    ['an empty value', ''],
  ])('refuses %s and goes to the main page', (_what, raw) => {
    expect(safeNextPath(raw)).toBe('/');
  });

  it('does not send a signed-in user back to the sign-in or register page', () => {
    expect(safeNextPath('/signin?next=/')).toBe('/');
    expect(safeNextPath('/register')).toBe('/');
  });
});

describe('signInPath', () => {
  it('remembers where the user was going, encoded', () => {
    expect(signInPath('/helix/newapp/5?task=jump&step=3')).toBe(
      '/signin?next=%2Fhelix%2Fnewapp%2F5%3Ftask%3Djump%26step%3D3',
    );
  });

  it('leaves out next when the user was going to the main page', () => {
    expect(signInPath('/')).toBe('/signin');
  });
});
