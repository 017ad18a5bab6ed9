import { hash, verify } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id = 2; the enum is const and cannot be imported under isolatedModules). */
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Checked against when the email is unknown, so an unknown email takes as long as a wrong password. */
export const unknownUserHash = await hashPassword('an unknown user never signs in');
