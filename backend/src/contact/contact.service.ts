import { Injectable } from '@nestjs/common';
import { ContactsService } from '../contacts/contacts.service';
import { type ContactCreatedDto } from './dto/contact-created.dto';
import { type CreateContactDto } from './dto/create-contact.dto';

/** Public intake: stores the request through the contacts module and acknowledges it. */
@Injectable()
export class ContactService {
  constructor(private readonly contacts: ContactsService) {}

  async submit(request: CreateContactDto): Promise<ContactCreatedDto> {
    const { id, createdAt } = await this.contacts.create(request);
    return { id, createdAt: createdAt.toISOString() };
  }
}
