import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams, useRouteError } from 'react-router';
import { useApi } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { PageLayout } from '../../ui/PageLayout';

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  return { message: String(error) || 'Unknown error' };
}

/**
 * What a page shows instead of a blank screen when it fails to draw: what happened, that saved answers are
 * safe, and the ways back. The failure is reported to the server once (without the query string, which can
 * hold personal data).
 */
export function PageError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const params = useParams();
  const api = useApi();
  const [reported, setReported] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    api.reportClientError({ ...describe(error), path: pathname.slice(0, 500) }).then(
      () => {
        setReported(true);
      },
      () => {
        setReported(false);
      },
    );
  }, [api, error, pathname]);

  const appId = params.appId ?? params.applicationId;
  return (
    <>
      <PageHeading>Sorry, there is a problem with this page</PageHeading>
      <p>Everything you saved before this happened is kept.</p>
      {reported ? <p role="status">We have been told about the problem.</p> : null}
      <ul>
        <li>
          <a href={pathname}>Try this page again</a>
        </li>
        {appId ? (
          <li>
            <Link to={`/helix/newapp/${appId}`} reloadDocument>
              Return to your application
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/" reloadDocument>
            Go to your applications
          </Link>
        </li>
      </ul>
    </>
  );
}

/** The same, for a failure of the page's frame itself (its header): drawn in a bare frame of its own. */
export function AppError() {
  return (
    <PageLayout header={null}>
      <PageError />
    </PageLayout>
  );
}
