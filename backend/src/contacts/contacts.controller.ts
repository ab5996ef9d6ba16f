import { Controller, Get, Param, Patch, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { SessionAuthGuard } from '../auth/session-auth.guard';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ContactsService } from './contacts.service';
import { ContactSubmissionDto } from './dto/contact-submission.dto';

@ApiTags('contacts')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ description: 'No staff session', type: ErrorResponseDto })
@UseGuards(SessionAuthGuard)
@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: 'List consultation requests, newest first' })
  @ApiOkResponse({ type: [ContactSubmissionDto] })
  async list(): Promise<ContactSubmissionDto[]> {
    return (await this.contacts.list()).map(ContactSubmissionDto.from);
  }

  @Patch(':id/processed')
  @ApiOperation({ summary: 'Mark a consultation request as processed (idempotent, empty body)' })
  @ApiParam({ name: 'id', type: 'integer', example: 42 })
  @ApiOkResponse({ type: ContactSubmissionDto })
  @ApiBadRequestResponse({ description: 'The id is not a whole number', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No submission with that id', type: ErrorResponseDto })
  async markProcessed(@Param('id', ParseIdPipe) id: number): Promise<ContactSubmissionDto> {
    return ContactSubmissionDto.from(await this.contacts.markProcessed(id));
  }
}
