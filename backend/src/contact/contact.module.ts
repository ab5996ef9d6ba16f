import { Module } from '@nestjs/common';
import { ContactsModule } from '../contacts/contacts.module';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';

@Module({
  imports: [ContactsModule],
  controllers: [ContactController],
  providers: [ContactService],
})
export class ContactModule {}
