import type { ReactNode } from 'react';
import { Button } from './Button';

/** Announced politely: something is loading. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p className="loading" role="status">
      {children}
    </p>
  );
}

/** A confirmation of something the user just did (GOV.UK's success notification banner). */
export function SuccessBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="banner banner--success" role="status" aria-labelledby="success-banner-title">
      <h2 id="success-banner-title" className="banner__title">
        {title}
      </h2>
      <div className="banner__body">{children}</div>
    </div>
  );
}

/** A load that failed, with the reason and a way to try again. */
export function LoadProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="problem" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
