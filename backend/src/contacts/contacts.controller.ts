import { Controller, Get, Param, Patch, Query, Res, UseGuards } from '@nestjs/common';
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
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { type Response } from 'express';
import { ContactsService } from './contacts.service';
import { ContactStatsDto } from './dto/contact-stats.dto';
import { ListContactsQueryDto } from './dto/list-contacts-query.dto';
import { ContactSubmissionDto } from './dto/contact-submission.dto';

@ApiTags('contacts')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ description: 'No staff session', type: ErrorResponseDto })
@UseGuards(SessionAuthGuard)
@Controller('contacts')
export class ContactsController {
  constructor(private readonly contacts: ContactsService) {}

  @Get()
  @ApiOperation({ summary: 'List consultation requests, newest first, one page at a time' })
  @ApiOkResponse({
    type: [ContactSubmissionDto],
    headers: {
      'X-Total-Count': { description: 'How many submissions there are in all', schema: { type: 'integer' } },
    },
  })
  @ApiBadRequestResponse({ description: 'limit or offset out of range', type: ValidationErrorResponseDto })
  async list(
    @Query() query: ListContactsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactSubmissionDto[]> {
    const { items, total } = await this.contacts.page(query.limit, query.offset);
    res.setHeader('X-Total-Count', String(total));
    return items.map(ContactSubmissionDto.from);
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Counters for the admin panel: total, pending, processed, today (America/Bogota)',
  })
  @ApiOkResponse({ type: ContactStatsDto })
  stats(): Promise<ContactStatsDto> {
    return this.contacts.stats();
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
