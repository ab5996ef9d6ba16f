/**
 * How a confirmation email is handed over for sending. The subscription service calls it with the raw
 * secret of the confirmation link (only its hash is stored on the subscriber) and the client address the
 * request came from (its emails to visitors are capped); the implementation keeps the secret until the email
 * goes and composes the email with composeConfirmationEmail (confirmation-email.ts).
 */
export abstract class ConfirmationQueue {
  abstract queueConfirmation(subscriberId: number, token: string, client: string | undefined): Promise<void>;
}
