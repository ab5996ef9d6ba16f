/**
 * How a confirmation email is handed over for sending. The subscription service names the subscriber and
 * the client address the request came from (its emails to visitors are capped); the implementation makes the
 * link's secret as the email goes (SubscriberLinks.confirmationSecret, which stores only its hash) and
 * composes the email with composeConfirmationEmail (confirmation-email.ts).
 */
export abstract class ConfirmationQueue {
  abstract queueConfirmation(subscriberId: number, client: string | undefined): Promise<void>;
}
