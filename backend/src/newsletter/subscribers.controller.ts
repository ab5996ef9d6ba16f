import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { MAX_ID, ParseIdPipe } from '../common/parse-id.pipe';
import { SiteDownload } from '../security/site-download';
import {
  ListSubscribersQueryDto,
  SubscriberDto,
  SubscriberFilterDto,
  SubscriberListDto,
} from './dto/subscribers.dto';
import { SubscribersService } from './subscribers.service';

const BAD_FILTER = () =>
  ApiBadRequestResponse({
    description: 'A filter or paging value is not valid',
    type: ValidationErrorResponseDto,
  });

/** The newsletter's subscribers in the staff panel. */
@ApiTags('newsletter')
@StaffOnly()
@Controller('admin/newsletter/subscribers')
export class SubscribersController {
  constructor(private readonly subscribers: SubscribersService) {}

  @Get()
  @ApiOperation({
    summary: 'Subscribers, newest request first, one page at a time, filtered; with the counts by status',
  })
  @ApiOkResponse({ type: SubscriberListDto })
  @BAD_FILTER()
  list(@Query() query: ListSubscribersQueryDto): Promise<SubscriberListDto> {
    return this.subscribers.list(query, query.limit, query.offset);
  }

  // Declared before any ':id' route.
  @Get('export.csv')
  @ApiOperation({
    summary: 'Download the subscribers the filters select as CSV (UTF-8 with BOM), newest first',
    description:
      'Columns: id, email, idioma, estado, solicitado, confirmado, politica_version, baja (dates ISO 8601, ' +
      "UTC). A cell a spreadsheet could read as a formula starts with ' instead. Written to the activity log.",
  })
  @SiteDownload({
    description: 'The file, as an attachment named suscriptores-YYYY-MM-DD.csv (the date in Medellín)',
    mediaType: 'text/csv',
  })
  @BAD_FILTER()
  exportCsv(
    @Query() filter: SubscriberFilterDto,
    @StaffEmail() staff: string,
    @Res() res: Response,
  ): Promise<void> {
    return this.subscribers.exportCsv(filter, staff, res);
  }

  @Post(':id/unsubscribe')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Unsubscribe someone who asked by other means (phone, in person)',
    description: 'The address stays on the suppression list. Written to the activity log.',
  })
  @ApiOkResponse({ type: SubscriberDto })
  @ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1, maximum: MAX_ID, example: 12 } })
  @ApiNotFoundResponse({ description: 'No subscriber has this id', type: ErrorResponseDto })
  @ApiBadRequestResponse({ description: 'The id is not a whole number', type: ErrorResponseDto })
  @ApiCrossSiteRefused()
  unsubscribe(@Param('id', ParseIdPipe) id: number, @StaffEmail() staff: string): Promise<SubscriberDto> {
    return this.subscribers.unsubscribe(id, staff);
  }
}
