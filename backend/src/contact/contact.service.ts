import { Injectable } from '@nestjs/common';
import { ContactsService } from '../contacts/contacts.service';
import { NotificationDispatcher } from '../notifications/notification-dispatcher';
import { CONSENT_TEXTS, CURRENT_PRIVACY_POLICY_VERSION } from './consent';
import { ContactLimits } from './contact-limits';
import { type ContactCreatedDto } from './dto/contact-created.dto';
import { type CreateContactDto } from './dto/create-contact.dto';

/** Public intake: stores the request through the contacts module and acknowledges it. */
@Injectable()
export class ContactService {
  constructor(
    private readonly contacts: ContactsService,
    private readonly limits: ContactLimits,
    private readonly notifications: NotificationDispatcher,
  ) {}

  async submit(request: CreateContactDto, address: string | undefined): Promise<ContactCreatedDto> {
    const { nombre, email, telefono, tipo_caso, mensaje, consent } = request;
    const language = request.idioma ?? 'es';
    const privacyPolicyVersion = request.version_politica ?? CURRENT_PRIVACY_POLICY_VERSION;
    const consentText = CONSENT_TEXTS[privacyPolicyVersion][language];
    const { id, createdAt } = await this.limits.within(address, () =>
      this.contacts.create({
        ...{ nombre, email, telefono, tipo_caso, mensaje, consent },
        ...{ language, privacyPolicyVersion, consentText },
      }),
    );
    // The outbox rows were stored with the request; this only starts sending them without waiting.
    this.notifications.kick();
    return { id, createdAt: createdAt.toISOString() };
  }
}
