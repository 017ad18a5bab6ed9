import { PRIVACY_COPY_URL } from '../../api';
import { CloseAccount } from './CloseAccount';

/** A copy of everything held about the person (Privacy Act 2020, IPP 6), and closing the account (issue 29.5). */
export function YourData() {
  return (
    <section aria-labelledby="your-data-title">
      <h2 id="your-data-title">Your data</h2>
      <p>
        Download everything we hold about you as one zip file: your account and details, your applications with their
        answers, documents and history, the emails we sent you, and a record of when council staff opened your
        applications.
      </p>
      <p>
        <a href={PRIVACY_COPY_URL} download>
          Download your data (zip)
        </a>
      </p>
      <CloseAccount />
    </section>
  );
}
