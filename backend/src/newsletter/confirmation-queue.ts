/**
 * How a confirmation email is handed over for sending. The subscription service names the subscriber; the
 * implementation makes the link's secret as the email goes (SubscriberLinks.confirmationSecret, which stores
 * only its hash) and composes the email with composeConfirmationEmail (confirmation-email.ts).
 */
export abstract class ConfirmationQueue {
  abstract queueConfirmation(subscriberId: number): Promise<void>;
}
