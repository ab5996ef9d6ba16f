import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import {
  ErrorResponseDto,
  TooManyRequestsResponseDto,
  ValidationErrorResponseDto,
} from '../common/error-response.dto';
import { BookingIntake } from './booking-intake';
import { BookingService } from './booking.service';
import { BookingOfferDto, BookingSlotsDto, BookingSlotsQueryDto } from './dto/booking-offer.dto';
import { CreateBookingDto, RescheduleBookingDto } from './dto/create-booking.dto';
import { BookingAnswerDto, ReservedBookingDto } from './dto/public-booking.dto';

const SLOT_REFUSED =
  'A field breaks its rule (the consultation form’s), or the start is one the rules never offer: not on ' +
  'the grid (booking.slot.grid), too soon (booking.slot.notice), too far ahead (booking.slot.horizon), on a ' +
  'closed day (booking.slot.closed), or of a kind not offered (booking.slot.kind)';
const SLOT_TAKEN =
  'The start was just booked by someone else (booking.slot.taken) or its day is full (booking.slot.cap)';
const LINK_PARAM = { name: 'token', description: 'The secret of the booking’s private link' };
const LINK_UNKNOWN = {
  description: 'No booking has this link (booking.link.unknown)',
  type: ErrorResponseDto,
};
const LINK_GONE = {
  description: 'The meeting was cancelled or has begun: the link is used up (booking.link.gone)',
  type: ErrorResponseDto,
};

/** The visitor's side of online booking: what is offered, booking a time, and the booking's private link. */
@ApiTags('booking')
@Controller('booking')
export class BookingController {
  constructor(
    private readonly bookings: BookingService,
    private readonly intake: BookingIntake,
  ) {}

  @Get('offer')
  @ApiOperation({ summary: 'The meeting kinds a visitor can book, how far ahead and how soon' })
  @ApiOkResponse({ type: BookingOfferDto })
  offer(): Promise<BookingOfferDto> {
    return this.bookings.offer();
  }

  @Get('slots')
  @ApiOperation({
    summary: 'The free start times of a meeting kind, day by day',
    description:
      'Days are Medellín’s (YYYY-MM-DD), from today (or from) to the horizon (or to); days without a free ' +
      'time are left out. Times are UTC instants.',
  })
  @ApiOkResponse({ type: BookingSlotsDto })
  @ApiBadRequestResponse({
    description:
      'A day is not a calendar day, to is before from, or the kind is not offered (booking.slot.kind)',
    type: ValidationErrorResponseDto,
  })
  async slots(@Query() query: BookingSlotsQueryDto): Promise<BookingSlotsDto> {
    return { kind: query.kind, days: await this.bookings.slots(query.kind, query.from, query.to) };
  }

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @JsonBody()
  @ApiOperation({
    summary: 'Book the free consultation at a free time',
    description:
      'Public. The consultation form’s fields and rules plus the kind and the start. The booking creates a ' +
      'consultation request (staff are told as for any request) or joins the one the same email sent in ' +
      'the last 7 days that staff have not processed yet. Limited per client address together with POST ' +
      '/api/contact (CONTACT_RATE_LIMIT_PER_MINUTE, CONTACT_RATE_LIMIT_PER_DAY). When the time was taken ' +
      'meanwhile the request is kept and the answer is 409: booking another time joins it.',
  })
  @ApiCreatedResponse({
    type: ReservedBookingDto,
    description:
      'Booked, with the secret of its private link (shown once); or, when the hidden website field is ' +
      'filled, a look-alike answer and nothing stored',
  })
  @ApiBadRequestResponse({ description: SLOT_REFUSED, type: ValidationErrorResponseDto })
  @ApiConflictResponse({ description: SLOT_TAKEN, type: ErrorResponseDto })
  @ApiCrossSiteRefused()
  @ApiTooManyRequestsResponse({
    description: 'Too many accepted requests from this address; wait Retry-After seconds',
    type: TooManyRequestsResponseDto,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  async book(@Body() body: CreateBookingDto, @Ip() address: string): Promise<ReservedBookingDto> {
    const { booking, token } = await this.intake.book(body, address);
    return { booking: await this.intake.view(booking), token };
  }

  @Get('manage/:token')
  @ApiOperation({ summary: 'The booking a private link names' })
  @ApiParam(LINK_PARAM)
  @ApiOkResponse({ type: BookingAnswerDto })
  @ApiNotFoundResponse(LINK_UNKNOWN)
  @ApiGoneResponse(LINK_GONE)
  async manage(@Param('token') token: string): Promise<BookingAnswerDto> {
    return { booking: await this.intake.view(await this.bookings.byLink(token)) };
  }

  @Post('manage/:token/reschedule')
  @HttpCode(HttpStatus.OK)
  @JsonBody()
  @ApiOperation({
    summary: 'Move the booking to another free time',
    description: 'Same kind and UID, one sequence up: the calendar invitation is replaced.',
  })
  @ApiParam(LINK_PARAM)
  @ApiOkResponse({ type: BookingAnswerDto })
  @ApiBadRequestResponse({ description: SLOT_REFUSED, type: ValidationErrorResponseDto })
  @ApiNotFoundResponse(LINK_UNKNOWN)
  @ApiConflictResponse({ description: SLOT_TAKEN, type: ErrorResponseDto })
  @ApiGoneResponse(LINK_GONE)
  @ApiCrossSiteRefused()
  async reschedule(
    @Param('token') token: string,
    @Body() body: RescheduleBookingDto,
  ): Promise<BookingAnswerDto> {
    const booking = await this.bookings.byLink(token);
    return { booking: await this.intake.view(await this.bookings.move(booking, new Date(body.start))) };
  }

  @Post('manage/:token/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Cancel the booking',
    description: 'One sequence up; the link is used up after it.',
  })
  @ApiParam(LINK_PARAM)
  @ApiOkResponse({ type: BookingAnswerDto })
  @ApiNotFoundResponse(LINK_UNKNOWN)
  @ApiGoneResponse(LINK_GONE)
  @ApiCrossSiteRefused()
  async cancel(@Param('token') token: string): Promise<BookingAnswerDto> {
    const booking = await this.bookings.byLink(token);
    return { booking: await this.intake.view(await this.bookings.cancel(booking)) };
  }
}
