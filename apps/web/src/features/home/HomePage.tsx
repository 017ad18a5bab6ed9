import { useSignedInUser } from '../../routes/RequireSignIn';
import { PageHeading } from '../../ui/PageHeading';
import { ConfirmEmailNotice } from '../auth/ConfirmEmailNotice';
import { StartTiles } from '../start/StartTiles';
import { MyApplications } from './MyApplications';

export function HomePage() {
  const me = useSignedInUser();

  const start = (
    <section aria-labelledby="start-application" key="start">
      <h2 id="start-application" className="heading-l">
        Start an application
      </h2>
      <StartTiles me={me} />
    </section>
  );
  const mine = (
    <section aria-labelledby="my-applications" key="mine">
      <h2 id="my-applications" className="heading-l">
        My applications
      </h2>
      <MyApplications />
    </section>
  );

  return (
    <>
      <PageHeading title="Home">Kia ora, {me.fullName}</PageHeading>
      <p className="lead">
        Apply online to a New Zealand council for a building consent, a project information memorandum (PIM) or a
        related certificate, and come back here to carry on with your applications.
      </p>
      <ConfirmEmailNotice me={me} />
      {/* A returning applicant most often comes back to carry on, so their applications come first. */}
      {me.hasApplications ? [mine, start] : [start, mine]}
    </>
  );
}
