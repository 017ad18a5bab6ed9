/* The card payment's return address's parameter without its schemas (ADR 0095). */

/** The name of the query parameter the provider's return brings back to the application's page. */
export const CARD_PAYMENT_RETURN_PARAM = 'card-payment';
