import { Link, Navigate } from 'react-router';
import { useMe } from '../../api';
import { PageHeading } from '../../ui/PageHeading';
import { queuePath } from './paths';
import { StaffOnly } from './StaffOnly';

/**
 * Where /council (and sign-in, for staff) lands: straight into the queue of the one council the user works for,
 * a choice when they work for several, and a plain word when they work for none.
 */
export function CouncilHome() {
  const councils = useMe().data?.councils ?? [];
  const [first, ...others] = councils;
  if (first && others.length === 0) return <Navigate to={queuePath(first.councilId)} replace />;
  if (!first) return <StaffOnly />;
  return (
    <>
      <PageHeading>Choose a council</PageHeading>
      <p>You work for more than one council. Choose the council whose applications you want to see.</p>
      <ul className="council-choice">
        {councils.map((c) => (
          <li key={c.councilId}>
            <Link to={queuePath(c.councilId)}>{c.councilName}</Link> <span className="council-muted">({c.role})</span>
          </li>
        ))}
      </ul>
    </>
  );
}
