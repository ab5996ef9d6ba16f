import {
  BOOKING_PATHS,
  BOOKING_QUERY,
  type BookingFormAnswer,
  type BookingPageState,
  type Language,
} from '@abogados/shared';
import {
  applyDecorators,
  BadRequestException,
  Body,
  Controller,
  HttpException,
  HttpStatus,
  Ip,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { errorCodeOf } from '../../common/error-codes';
import { FORM_CONTENT_TYPE, sendNotTaken } from '../../common/forms';
import { consultationValues } from '../../contact/form/form-values';
import { BookingIntake } from '../booking-intake';
import { type Booking } from '../booking.entity';
import { BookingService, SLOT_MESSAGES } from '../booking.service';
import {
  bookingLanguage,
  bookingSearch,
  type BookingFormValues,
  isSpam,
  readBookingForm,
  readManageForm,
  type ManageFormValues,
  validateBookingForm,
} from './booking-form-values';
import { BookingPages, linkRefusal, statusOf } from './booking-pages';

const SLOT_CODE = 'booking.slot.';

/** The slot rule a refusal names ('taken', 'cap', 'grid', …), or undefined for any other error. */
function slotProblemOf(error: unknown): { problem: string; status: number } | undefined {
  if (!(error instanceof HttpException)) return undefined;
  const code = errorCodeOf(error.message);
  return code?.startsWith(SLOT_CODE)
    ? { problem: code.slice(SLOT_CODE.length), status: error.getStatus() }
    : undefined;
}

const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };

/** What both forms answer before or instead of their work: a body refused as a page, or "not now". */
const FormRefusals = () =>
  applyDecorators(
    ApiResponse({ status: HttpStatus.FORBIDDEN, ...html('Sent from another site: refused') }),
    ApiResponse({ status: HttpStatus.PAYLOAD_TOO_LARGE, ...html('Body over the limit') }),
    ApiResponse({
      status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      ...html(`Content-Type is not ${FORM_CONTENT_TYPE}`),
    }),
    ApiResponse({
      status: HttpStatus.SERVICE_UNAVAILABLE,
      ...html('The database cannot take the request now: nothing changed; try again in a moment'),
      headers: RETRY_AFTER,
    }),
  );

/**
 * The booking pages' forms as the browser posts them when the page's script never ran: the same rules, limits
 * and storage as POST /api/booking and the private link's reschedule and cancel, answered with pages.
 */
@ApiTags('booking')
@Controller('booking')
export class BookingFormController {
  constructor(
    private readonly intake: BookingIntake,
    private readonly bookings: BookingService,
    private readonly pages: BookingPages,
  ) {}

  @Post('form')
  @ApiOperation({
    summary: 'Book the free consultation from the booking page without JavaScript',
    description:
      'Public. The booking page’s form posts here when its script has not run: the fields of POST ' +
      '/api/booking (consent as the checkbox’s "on"), with the same rules, rate limits and storage; the ' +
      'answers are pages. A filled hidden field gets the booking page again and nothing is stored.',
  })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @ApiProduces('text/html')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['kind', 'start', 'nombre', 'email', 'telefono', 'tipo_caso', 'mensaje'],
    },
  })
  @ApiResponse({
    status: HttpStatus.SEE_OTHER,
    description: 'Booked: to the confirmation page with the private link (?reserva= or ?booking=)',
  })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    ...html(
      'A field breaks its rule, or the time is one the rules never offer: the booking page again, filled in',
    ),
  })
  @ApiResponse({
    status: HttpStatus.CONFLICT,
    ...html('The time was just taken, or its day is full: the day’s free times again, with what was typed'),
  })
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    ...html('Too many accepted requests from this address (shared with the consultation form)'),
    headers: RETRY_AFTER,
  })
  @FormRefusals()
  async submit(
    @Body() body: unknown,
    @Ip() address: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const values = readBookingForm(body);
    const language = bookingLanguage(values);
    const paths = BOOKING_PATHS[language];
    if (isSpam(values)) return res.redirect(HttpStatus.SEE_OTHER, paths.book);
    try {
      await this.book(values, language, address, req, res);
    } catch (error) {
      if (!sendNotTaken(res, error, language, this.pages.chatLink(language), paths.book)) throw error;
    }
  }

  /** Books what the form says, answering with a 303 to the confirmation or the booking page again. */
  private async book(
    values: BookingFormValues,
    language: Language,
    address: string,
    req: Request,
    res: Response,
  ): Promise<void> {
    const validated = await validateBookingForm(values);
    if (!validated.ok)
      return this.refused(req, res, values, language, HttpStatus.BAD_REQUEST, validated.errors);
    let token: string;
    try {
      ({ token } = await this.intake.book(validated.request, address));
    } catch (error) {
      const slot = slotProblemOf(error);
      if (!slot) throw error;
      return this.refused(req, res, values, language, slot.status, {}, slot.problem);
    }
    const query = new URLSearchParams({ [BOOKING_QUERY[language].booking]: token });
    res.redirect(HttpStatus.SEE_OTHER, `${BOOKING_PATHS[language].confirmed}?${query.toString()}`);
  }

  /** The booking page again with what was sent: each field's message, or why the time cannot be had. */
  private async refused(
    req: Request,
    res: Response,
    values: BookingFormValues,
    language: Language,
    status: number,
    errors: Record<string, string>,
    problem?: string,
  ): Promise<void> {
    const book = await this.pages.bookState(values.kind || null);
    const form: BookingFormAnswer = {
      values: { ...consultationValues(values), website: values.website },
      errors,
      start: values.start,
    };
    const state: BookingPageState = { ...book, form, ...(problem ? { problem } : {}) };
    const search = bookingSearch(language, book.kind, values.start);
    await this.pages.answer(req, res, BOOKING_PATHS[language].book, state, status, search, true);
  }

  @Post('manage/:token/form')
  @ApiOperation({
    summary: 'Move or cancel a booking from its page without JavaScript',
    description:
      'Public. The manage page’s forms post here when its script has not run: action=reschedule with ' +
      'start, or action=cancel (after the page’s confirm step). The same rules as the JSON reschedule and ' +
      'cancel; the answers are pages in the language of the link’s page.',
  })
  @ApiParam({ name: 'token', description: 'The secret of the booking’s private link' })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @ApiProduces('text/html')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['action'],
      properties: {
        action: { type: 'string', enum: ['reschedule', 'cancel'] },
        start: { type: 'string', format: 'date-time', description: 'The new start, for reschedule' },
        idioma: { type: 'string', enum: ['es', 'en'] },
      },
    },
  })
  @ApiResponse({ status: HttpStatus.SEE_OTHER, description: 'Moved: to the confirmation page' })
  @ApiResponse({ status: HttpStatus.OK, ...html('Cancelled: the page saying so') })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, ...html('No such action, or a time the rules never offer') })
  @ApiResponse({ status: HttpStatus.CONFLICT, ...html('The time was just taken: the free times again') })
  @ApiResponse({ status: HttpStatus.NOT_FOUND, ...html('No booking has this link') })
  @ApiResponse({ status: HttpStatus.GONE, ...html('The link is used up: the page saying so') })
  @FormRefusals()
  async manage(
    @Param('token') token: string,
    @Body() body: unknown,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const values = readManageForm(body);
    const language: Language = values.idioma === 'en' ? 'en' : 'es';
    const paths = BOOKING_PATHS[language];
    try {
      await this.manageAction(token, values, language, req, res);
    } catch (error) {
      if (!sendNotTaken(res, error, language, this.pages.chatLink(language), paths.book)) throw error;
    }
  }

  /** Moves or cancels the booking a private link names, answering with its page or a 303. */
  private async manageAction(
    token: string,
    values: ManageFormValues,
    language: Language,
    req: Request,
    res: Response,
  ): Promise<void> {
    const paths = BOOKING_PATHS[language];
    const answer = (state: BookingPageState, status: number, search = '') =>
      this.pages.answer(req, res, `${paths.manage}/${token}`, state, status, search, true);
    let booking: Booking;
    try {
      booking = await this.bookings.byLink(token);
    } catch (error) {
      const state = linkRefusal(error);
      if (!state) throw error;
      return answer(state, statusOf(state));
    }
    if (values.action === 'cancel') {
      const cancelled = await this.bookings.cancel(booking);
      return answer({ page: 'cancelled', booking: await this.intake.view(cancelled) }, HttpStatus.OK);
    }
    if (values.action !== 'reschedule')
      return answer(await this.pages.manageState(token), HttpStatus.BAD_REQUEST);
    const start = new Date(values.start);
    try {
      // A start that is no instant is none of the times offered.
      if (Number.isNaN(start.getTime())) throw new BadRequestException(SLOT_MESSAGES.grid);
      await this.bookings.move(booking, start);
    } catch (error) {
      const slot = slotProblemOf(error);
      if (!slot) throw error;
      const state = await this.pages.manageState(token, slot.problem);
      return answer(state, slot.status, bookingSearch(language, null, values.start));
    }
    const names = BOOKING_QUERY[language];
    const query = new URLSearchParams({ [names.booking]: token, [names.moved]: '1' });
    res.redirect(HttpStatus.SEE_OTHER, `${paths.confirmed}?${query.toString()}`);
  }
}
