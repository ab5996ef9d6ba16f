import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { MAX_ID, ParseIdPipe } from '../common/parse-id.pipe';
import {
  CancelBookingDto,
  MoveBookingDto,
  STAFF_RANGE,
  StaffBookingAnswerDto,
  StaffBookingListDto,
  StaffBookingsQueryDto,
} from './dto/staff-bookings.dto';
import { StaffBookingsService } from './staff-bookings.service';

const BOOKING_ID = () =>
  ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1, maximum: MAX_ID, example: 7 } });
const NOT_FOUND = () =>
  ApiNotFoundResponse({ description: 'No booking has this id', type: ErrorResponseDto });
const STALE =
  'The booking changed since it was loaded (moved or cancelled by the visitor or by staff), or it is ' +
  'cancelled already: code booking.link.stale';

/** The bookings in the staff panel: the calendar and the staff's moves and cancellations. */
@ApiTags('admin-booking')
@StaffOnly()
@Controller('admin/bookings')
export class StaffBookingsController {
  constructor(private readonly bookings: StaffBookingsService) {}

  @Get()
  @ApiOperation({
    summary: 'The bookings of a range of Medellín days, with their requests, by start',
    description: `Cancelled bookings included. From today to ${STAFF_RANGE.defaultDays} days later unless asked; at most ${STAFF_RANGE.maxDays} days at a time.`,
  })
  @ApiOkResponse({ type: StaffBookingListDto })
  @ApiBadRequestResponse({
    description:
      'A day is not YYYY-MM-DD (errors name it), to falls before from (booking.staff.order) or the range ' +
      `is over ${STAFF_RANGE.maxDays} days (booking.staff.span)`,
    type: ValidationErrorResponseDto,
  })
  async list(@Query() query: StaffBookingsQueryDto): Promise<StaffBookingListDto> {
    return { bookings: await this.bookings.list(query.from, query.to) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel a booking, from the sequence the panel loaded',
    description: 'One sequence up; the time is free again. Written to the activity log (booking_cancelled).',
  })
  @BOOKING_ID()
  @JsonBody()
  @ApiOkResponse({ type: StaffBookingAnswerDto })
  @ApiBadRequestResponse({
    description: 'The id or the sequence is not a whole number, or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })
  @NOT_FOUND()
  @ApiConflictResponse({ description: STALE, type: ErrorResponseDto })
  @ApiCrossSiteRefused()
  async cancel(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: CancelBookingDto,
    @StaffEmail() staff: string,
  ): Promise<StaffBookingAnswerDto> {
    return { booking: await this.bookings.cancel(id, body.sequence, staff) };
  }

  @Post(':id/move')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Move a booking to another start, from the sequence the panel loaded',
    description:
      'Same kind and length, one sequence up, the same UID. The new start follows the rules a visitor’s ' +
      'does (start grid, notice, buffer, daily cap, horizon, days closed): staff override none. Written ' +
      'to the activity log (booking_moved).',
  })
  @BOOKING_ID()
  @JsonBody()
  @ApiOkResponse({ type: StaffBookingAnswerDto })
  @ApiBadRequestResponse({
    description:
      'A field breaks its rule (errors name it), or the start is one the rules never offer: ' +
      'booking.slot.grid, notice, horizon or closed',
    type: ValidationErrorResponseDto,
  })
  @NOT_FOUND()
  @ApiConflictResponse({
    description: `${STALE}; or the time was just taken (booking.slot.taken) or its day is full (booking.slot.cap)`,
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  async move(
    @Param('id', ParseIdPipe) id: number,
    @Body() body: MoveBookingDto,
    @StaffEmail() staff: string,
  ): Promise<StaffBookingAnswerDto> {
    return { booking: await this.bookings.move(id, body.sequence, body.start, staff) };
  }
}
