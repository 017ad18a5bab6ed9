import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

export function NotFoundPage() {
  return (
    <>
      <PageHeading>Page not found</PageHeading>
      <p>If you typed the web address, check it is correct.</p>
      <p>If you pasted the web address, check you copied the entire address.</p>
      <p>
        <Link to="/">Go to your applications</Link>
      </p>
    </>
  );
}
