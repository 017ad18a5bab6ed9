import { Link } from 'react-router';
import { PageHeading } from '../../ui/PageHeading';
import { COUNCIL_PATH } from './paths';

/** What a member of another council (or a mistyped address) sees: the same whether the thing exists or not. */
export function CouncilNotFound({ what = 'page' }: { what?: 'page' | 'application' }) {
  return (
    <>
      <PageHeading>{what === 'application' ? 'Application not found' : 'Page not found'}</PageHeading>
      <p>
        {what === 'application'
          ? 'There is no submitted application of your council at this address.'
          : 'There is no council of yours at this address.'}
      </p>
      <p>
        <Link to={COUNCIL_PATH}>Go to your council’s applications</Link>
      </p>
    </>
  );
}
