/**
 * A granted consent the council releases once paid (issue 31 point 6, its rule "release on payment"): the applicant
 * is told it is granted, and that it is issued when the invoice is paid, with the way to the invoices.
 */
export function Withheld() {
  return (
    <div className="outcome outcome--granted">
      <h3 className="heading-s">Granted — issued when the invoice is paid</h3>
      <p>
        The council has granted your application. It issues what it granted (the consent, certificate or memorandum)
        once every invoice is paid: <a href="#invoices-title">see the invoices and how to pay them</a>.
      </p>
    </div>
  );
}
