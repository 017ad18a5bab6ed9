import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { Button } from './Button';

/** Tells a LoadingGroup that a part inside it started (+1) or finished (-1) its first load. */
const LoadingGroupContext = createContext<((change: 1 | -1) => void) | null>(null);

/** Announced politely: something is loading. Inside a LoadingGroup, it holds the group back until it is gone. */
export function Loading({ children }: { children: ReactNode }) {
  const report = useContext(LoadingGroupContext);
  useLayoutEffect(() => {
    if (!report) return;
    report(1);
    return () => {
      report(-1);
    };
  }, [report]);
  return (
    <p className="loading" role="status">
      {children}
    </p>
  );
}

/**
 * Parts that each load their own data, shown together once every one has loaded (or failed), under a
 * single loading message until then, so the page does not grow under the applicant's finger as each
 * arrives. Later loads of a part (a retry) do not hide the group again.
 */
export function LoadingGroup({ label, children }: { label: string; children: ReactNode }) {
  const loading = useRef(0);
  const [shown, setShown] = useState(false);
  const report = useCallback((change: 1 | -1) => {
    loading.current += change;
    if (loading.current === 0) setShown(true);
  }, []);
  // After the parts' own layout effects: when none of them is loading, there is nothing to wait for.
  useLayoutEffect(() => {
    if (loading.current === 0) setShown(true);
  }, []);
  return (
    <>
      {shown ? null : <Loading>{label}</Loading>}
      <div hidden={!shown}>
        <LoadingGroupContext.Provider value={report}>{children}</LoadingGroupContext.Provider>
      </div>
    </>
  );
}

/** A confirmation of something the user just did (GOV.UK's success notification banner). */
export function SuccessBanner({
  title,
  children,
  focus = false,
}: {
  title: string;
  children: ReactNode;
  /** The banner is the result of the action just taken: it takes focus when shown (GOV.UK notification banner). */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Each banner its own id: two on a page (a decision's and a payment's) must not name each other.
  const titleId = useId();
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className="banner banner--success" role="status" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="banner__title">
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
