import { Button } from '../../ui/Button';
import { useStartCardPayment } from './cardCalls';

/** Sends the applicant to the card provider's page for what is left to pay on one invoice (issue 31 point 5). */
export function PayByCard({ appId, invoiceId, number }: { appId: number; invoiceId: number; number: string }) {
  const start = useStartCardPayment(appId);
  return (
    <>
      <Button
        variant="secondary"
        pending={start.isPending || start.isSuccess}
        onClick={() => {
          start.mutate(invoiceId);
        }}
      >
        Pay by card<span className="visually-hidden"> – invoice {number}</span>
      </Button>
      {start.error ? (
        <p className="field__error" role="alert">
          {start.error.message}
        </p>
      ) : null}
    </>
  );
}
