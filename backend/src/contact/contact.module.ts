import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ContactLimits } from './contact-limits';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [ContactsModule],
  controllers: [ContactController],
  providers: [ContactService, ContactLimits],
})
export class ContactModule {}
