import { useMe } from '../../api';
import { useSignedInUser } from '../../routes/RequireSignIn';
import { PageHeading } from '../../ui/PageHeading';

export function HomePage() {
  const signedIn = useSignedInUser();
  // Asking again on arrival keeps 'has applications' current after one is created elsewhere.
  const me = useMe().data ?? signedIn;

  return (
    <>
      <PageHeading title="Home">Kia ora, {me.fullName}</PageHeading>
      <p className="lead">
        Apply online to a New Zealand council for a building consent, a project information memorandum (PIM) or a
        related certificate, and come back here to carry on with your applications.
      </p>
      <section aria-labelledby="my-applications">
        <h2 id="my-applications" className="heading-l">
          My applications
        </h2>
        {me.hasApplications ? (
          <p>You have started at least one application.</p>
        ) : (
          <p>You have no applications yet.</p>
        )}
      </section>
    </>
  );
}
