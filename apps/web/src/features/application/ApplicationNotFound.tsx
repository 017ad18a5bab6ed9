import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function ApplicationNotFound() {
  return (
    <>
      <PageHeading>Application not found</PageHeading>
      <p>There is no application at this address among your applications.</p>
      <p>Check the web address, or make sure you are signed in with the account that started the application.</p>
      <p>
        <Link to="/">Go to your applications</Link>
      </p>
    </>
  );
}
