import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { StaffEmail, StaffLanguage } from '../auth/staff-email.decorator';
import { type StaffLocale } from '../auth/staff-locale';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ValidationErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ContactId } from '../contacts/contact-id.decorator';
import { ContactNotesService } from '../contacts/contact-notes.service';
import { ContactsExport, csvFormat } from '../contacts/contacts-export';
import { ContactsService } from '../contacts/contacts.service';
import { ContactNoteDto } from '../contacts/dto/contact-note.dto';
import { ContactStatsDto } from '../contacts/dto/contact-stats.dto';
import { CreateNoteDto } from '../contacts/dto/create-note.dto';
import { ExportContactsQueryDto } from '../contacts/dto/export-contacts-query.dto';
import { ListContactsQueryDto } from '../contacts/dto/list-contacts-query.dto';
import { WhatsappMarkDto, WhatsappMarkPipe } from '../contacts/dto/whatsapp-mark.dto';
import { SiteDownload } from '../security/site-download';
import { ContactViews } from './contact-views';
import { ContactDetailDto } from './dto/contact-detail.dto';
import { ContactSubmissionDto } from './dto/contact-submission.dto';

@ApiTags('contacts')
@StaffOnly()
@Controller('contacts')
export class ContactsController {
  constructor(
    private readonly contacts: ContactsService,
    private readonly views: ContactViews,
    private readonly notes: ContactNotesService,
    private readonly exporter: ContactsExport,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'List consultation requests, newest first or by answer-by time, one page at a time, filtered',
  })
  @ApiOkResponse({
    type: [ContactSubmissionDto],
    headers: {
      'X-Total-Count': {
        description: 'How many submissions the filter selects in all',
        schema: { type: 'integer' },
      },
    },
  })
  @ApiBadRequestResponse({
    description: 'A paging or filter value is not valid',
    type: ValidationErrorResponseDto,
  })
  async list(
    @Query() query: ListContactsQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<ContactSubmissionDto[]> {
    const { items, total } = await this.views.page(query, query.limit, query.offset, query.sort);
    res.setHeader('X-Total-Count', String(total));
    return items;
  }

  @Get('stats')
  @ApiOperation({
    summary: 'Counters for the admin panel: total, pending, processed, today (America/Bogota), overdue',
  })
  @ApiOkResponse({ type: ContactStatsDto })
  stats(): Promise<ContactStatsDto> {
    return this.contacts.stats();
  }

  // Declared before ':id', which would otherwise take "export.csv" for an id.
  @Get('export.csv')
  @ApiOperation({
    summary: 'Download the requests the filters select as CSV (UTF-8 with BOM), newest first',
    description:
      "In the staff member's language (lang): headers as the consultation form names the fields, case types " +
      "and statuses in words, times on Medellín's clock (27/11/2026 17:57 in Spanish, 11/27/2026 5:57 PM in " +
      'English), every internal note in full (time · author: text, one a line). Fields are separated by ; in ' +
      'Spanish and , in English unless separator says otherwise, and always quoted. A phone number made of ' +
      'digits, spaces and + ( ) - . starts with a tab, so spreadsheets keep it as text without showing a mark; ' +
      "any other cell that a spreadsheet could read as a formula (starting with =, +, -, @, tab or CR) starts with ' instead.",
  })
  @SiteDownload({
    description: 'The file, as an attachment named solicitudes-YYYY-MM-DD.csv (the date in Medellín)',
    mediaType: 'text/csv',
  })
  @ApiBadRequestResponse({
    description: 'A filter, language or separator value is not valid',
    type: ValidationErrorResponseDto,
  })
  async exportCsv(
    @Query() query: ExportContactsQueryDto,
    @StaffEmail() staff: string,
    @StaffLanguage() language: StaffLocale | null,
    @Res() res: Response,
  ): Promise<void> {
    const { lang, separator, ...filter } = query;
    await this.exporter.send(filter, csvFormat(lang ?? language ?? 'es', separator), staff, res);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One consultation request with its proof of consent and internal notes' })
  @ContactId()
  @ApiOkResponse({ type: ContactDetailDto })
  detail(@Param('id', ParseIdPipe) id: number): Promise<ContactDetailDto> {
    return this.views.detail(id);
  }

  @Post(':id/notes')
  @JsonBody()
  @ApiOperation({ summary: 'Add an internal note to a request (staff only; never shown to the visitor)' })
  @ContactId('the note breaks its rule, or the JSON is malformed')
  @ApiCreatedResponse({ type: ContactNoteDto })
  @ApiCrossSiteRefused()
  addNote(
    @Param('id', ParseIdPipe) id: number,
    @Body() note: CreateNoteDto,
    @StaffEmail() staff: string,
  ): Promise<ContactNoteDto> {
    return this.notes.add(id, staff, note.body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a request with its notes and notification records' })
  @ContactId()
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiCrossSiteRefused()
  remove(@Param('id', ParseIdPipe) id: number, @StaffEmail() staff: string): Promise<void> {
    return this.contacts.remove(id, staff);
  }

  @Patch(':id/processed')
  @ApiOperation({ summary: 'Mark a consultation request as processed (idempotent, empty body)' })
  @ContactId()
  @ApiOkResponse({ type: ContactSubmissionDto })
  @ApiCrossSiteRefused()
  markProcessed(
    @Param('id', ParseIdPipe) id: number,
    @StaffEmail() staff: string,
  ): Promise<ContactSubmissionDto> {
    return this.views.markProcessed(id, staff);
  }

  @Patch(':id/pending')
  @ApiOperation({
    summary: 'Reopen a processed consultation request: pending again (idempotent, empty body)',
    description:
      'The undo of marking it processed, or a request that needs more work. It keeps the answer-by time it ' +
      'was received with, so a request reopened after that time is overdue at once. Recorded in the ' +
      'activity log as "reopen"; reopening a pending request changes nothing and records nothing.',
  })
  @ContactId()
  @ApiOkResponse({ type: ContactSubmissionDto })
  @ApiCrossSiteRefused()
  reopen(@Param('id', ParseIdPipe) id: number, @StaffEmail() staff: string): Promise<ContactSubmissionDto> {
    return this.views.reopen(id, staff);
  }

  @Patch(':id/whatsapp')
  @JsonBody()
  @ApiOperation({
    summary: "Say whether the request's phone number has WhatsApp (idempotent)",
    description:
      'Staff learn it on a call: a landline with WhatsApp Business (true), a mobile without WhatsApp ' +
      '(false), or back to the rule (null: a Colombian mobile has it, a landline not). The panel offers ' +
      'the chat link by it. Recorded in the activity log as "whatsapp_marked", "no_whatsapp_marked" or ' +
      '"whatsapp_mark_cleared"; saying what it already says changes nothing and records nothing.',
  })
  @ContactId('whatsapp is not true, false or null, or the JSON is malformed')
  @ApiOkResponse({ type: ContactSubmissionDto })
  @ApiCrossSiteRefused()
  markWhatsapp(
    @Param('id', ParseIdPipe) id: number,
    @Body(WhatsappMarkPipe) body: WhatsappMarkDto,
    @StaffEmail() staff: string,
  ): Promise<ContactSubmissionDto> {
    return this.views.markWhatsapp(id, body.whatsapp, staff);
  }
}
