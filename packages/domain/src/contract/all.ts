import { authContract } from './auth.js';
import type { ContractRoute } from './route.js';

/** Every area's routes, for the test that checks the server registers each one as defined. */
export const contract: Record<string, Record<string, ContractRoute>> = {
  auth: authContract,
};
