import { councilWorkspaceMessages } from '@consent/domain';
import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';

/**
 * What a signed-in person who works for no council sees in the workspace (its home, or an application's address
 * followed from a mail): a heading, what the workspace is, and the way back to their own applications.
 */
export function StaffOnly() {
  return (
    <>
      <PageHeading>Council workspace</PageHeading>
      <p>{councilWorkspaceMessages.staffOnly}</p>
      <p>
        <Link to="/">Go to your applications</Link>
      </p>
    </>
  );
}
