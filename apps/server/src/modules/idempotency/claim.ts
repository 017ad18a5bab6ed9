/** A request claiming a user's Idempotency-Key (ADR 0069). */
export interface KeyClaim {
  userId: number;
  key: string;
  method: string;
  path: string;
}

/** A claim of a request's key that its handler makes: in its write's statement, which tells `claimed()` when it did. */
export interface DeferredClaim extends KeyClaim {
  claimed(): void;
}
