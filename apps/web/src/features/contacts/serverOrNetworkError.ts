import { messages } from '@consent/domain';
import { ApiError } from '../../api';

/**
 * Spec point 8: a contact save that fails on the network or at the server shows 'Server or Network Error!
 * Please try again later or contact the administrator.' A refusal (4xx) keeps the server's own message,
 * which says what to fix.
 */
export async function contactSave<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof ApiError && (error.isNetworkFailure || error.status >= 500))
      throw new ApiError(error.status, messages.contactServerOrNetwork);
    throw error;
  }
}
