import { Injectable, ServiceUnavailableException, UnprocessableEntityException } from '@nestjs/common';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../common/all-exceptions.filter';
import { TooManyRequestsException } from '../common/too-many-requests.exception';
import { type ContactSubmissionFields } from '../contacts/contact-submission.entity';
import { ContactsService } from '../contacts/contacts.service';
import { NotificationDispatcher } from '../notifications/notification-dispatcher';
import { VisitorEmailLimits } from '../security/visitor-email-limits';
import { ContactLimits } from './contact-limits';
import { type ContactCreatedDto } from './dto/contact-created.dto';
import { type CreateContactDto } from './dto/create-contact.dto';
import { IDEMPOTENCY_KEY_REUSED_MESSAGE, idempotencyKeyHash, sameRequest } from './idempotency-key';
import { submissionFields } from './submission-fields';

/** Thrown inside the rate-limit window when the key was stored meanwhile, so the limit's hit is given back. */
class AlreadyStored extends Error {}

/** Public intake: stores the request through the contacts module and acknowledges it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactsService,
    private readonly limits: ContactLimits,
    private readonly notifications: NotificationDispatcher,
    private readonly visitorEmails: VisitorEmailLimits,
  ) {}

  /**
   * Stores the request and answers its id. With an idempotency key, a request already stored under that
   * key is answered with its original id instead of being stored again, and does not count against the
   * address's limits.
   */
  async submit(
    request: CreateContactDto,
    address: string | undefined,
    idempotencyKey?: string,
  ): Promise<ContactCreatedDto> {
    const fields = submissionFields(request);
    const keyHash = idempotencyKey === undefined ? null : idempotencyKeyHash(idempotencyKey);

    const earlier = keyHash && (await this.storedAnswer(keyHash, fields));
    if (earlier) return earlier;
    try {
      const { id, createdAt } = await this.limits.within(address, () =>
        this.acknowledging(address, async (ackWithheld) => {
          const created = await this.contacts.create(
            { ...fields, idempotencyKey: keyHash, ackWithheld },
            this.notifications.intakeRoutes(),
          );
          if (!created) throw new AlreadyStored();
          return created;
        }),
      );
      // The outbox rows were stored with the request; this only starts sending them without waiting.
      this.notifications.requestStored();
      return { id, createdAt: createdAt.toISOString() };
    } catch (error) {
      // A request with the same key was stored between the look-up and the insert (a concurrent repeat),
      // or while this one waited to be refused by the limits: it is answered as a repeat.
      if (keyHash && (error instanceof AlreadyStored || error instanceof TooManyRequestsException)) {
        const stored = await this.storedAnswer(keyHash, fields);
        if (stored) return stored;
        // Stored and erased again in between: nothing to answer with, but a retry will store it anew.
        if (error instanceof AlreadyStored)
          throw new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE);
      }
      throw error;
    }
  }

  /**
   * Runs `store(ackWithheld)`. When this server sends acknowledgments, the one this request will get counts
   * against the client address's emails to visitors; over that cap the request is stored all the same,
   * marked so that its acknowledgment is not sent.
   */
  private acknowledging<T>(
    address: string | undefined,
    store: (ackWithheld: boolean) => Promise<T>,
  ): Promise<T> {
    if (!this.notifications.sendsAcknowledgments) return store(false);
    return this.visitorEmails.deciding(address, (send) => store(!send));
  }

  /** The answer given to the request stored under this key; a 422 when that request was a different one. */
  private async storedAnswer(
    keyHash: string,
    fields: ContactSubmissionFields,
  ): Promise<ContactCreatedDto | undefined> {
    const stored = await this.contacts.findByIdempotencyKey(keyHash);
    if (!stored) return undefined;
    if (!sameRequest(stored, fields)) throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED_MESSAGE);
    return { id: stored.id, createdAt: stored.createdAt.toISOString() };
  }
}
