/**
 * How a confirmation email is handed over for sending. The subscription service calls it with the raw
 * secret of the confirmation link (only its hash is stored on the subscriber); the implementation keeps it
 * until the email goes and composes the email with composeConfirmationEmail (confirmation-email.ts).
 */
export abstract class ConfirmationQueue {
  abstract queueConfirmation(subscriberId: number, token: string): Promise<void>;
}
