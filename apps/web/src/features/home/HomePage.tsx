import { useSignedInUser } from '../../routes/RequireSignIn';
import { PageHeading } from '../../ui/PageHeading';
import { MyApplications } from './MyApplications';

export function HomePage() {
  const me = useSignedInUser();

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
        <MyApplications />
      </section>
    </>
  );
}
