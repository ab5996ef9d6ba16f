/**
 * Queues the double opt-in email of a pending subscriber through the newsletter's durable outbox: `token` is
 * the raw secret of the confirmation link (only its hash is kept on the subscriber). Confirmation emails go
 * at any hour, and only while the subscriber is still pending.
 */
export abstract class ConfirmationQueue {
  abstract queueConfirmation(subscriberId: number, token: string): Promise<void>;
}
