import { useSearchParams } from 'react-router';
import { CARD_PAYMENT_RETURN_PARAM } from '@consent/domain';
import { SuccessBanner } from '../../ui/Status';
import { useCardPaymentStatus } from './cardCalls';

/**
 * Back from the card provider's page (issue 31 point 5): the payment is shown as received only once the provider's
 * verified notification has arrived; until then the page says it is waiting and asks again every two seconds.
 */
export function CardPaymentReturn({ appId }: { appId: number }) {
  const [params] = useSearchParams();
  const sessionId = params.get(CARD_PAYMENT_RETURN_PARAM);
  const status = useCardPaymentStatus(appId, sessionId);
  if (!sessionId || !status.data) return null;
  if (status.data.status === 'received') {
    return (
      <SuccessBanner title="Payment received" focus>
        <p>{status.data.message}</p>
      </SuccessBanner>
    );
  }
  return (
    <p className="inset" role="status">
      {status.data.message}. This page updates by itself.
    </p>
  );
}
