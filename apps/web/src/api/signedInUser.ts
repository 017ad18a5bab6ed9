import { SIGNED_IN_USER_ELEMENT_ID, type Me } from '@consent/domain';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from './queries';

/**
 * Takes who is signed in from index.html, where the server wrote it for a live session (ADR 0081), into the 'me'
 * query: the first screen then asks `/api/auth/me` nothing. Read once and taken out of the page. A page without it
 * (signed out, or served by the dev server) asks as before.
 */
export function takeSignedInUser(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SIGNED_IN_USER_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    queryClient.setQueryData<Me | null>(meQueryKey, JSON.parse(element.textContent) as Me);
  } catch {
    // Unreadable: the 'me' query asks the server, as on a page without it.
  }
}
