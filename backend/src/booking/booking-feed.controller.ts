import { Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ErrorResponseDto } from '../common/error-response.dto';
import { BookingFeedService } from './booking-feed.service';
import { BookingFeedLinkDto } from './dto/staff-bookings.dto';

export const FEED_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/** The address of the staff's private calendar feed, in the panel. */
@ApiTags('admin-booking')
@StaffOnly()
@Controller('admin/booking/feed')
export class BookingFeedLinkController {
  constructor(private readonly feed: BookingFeedService) {}

  @Get()
  @ApiOperation({
    summary:
      'The private calendar feed’s address, to subscribe to from Google Calendar, Outlook or Apple Calendar',
    description: 'The first ask makes its secret; later ones answer the same address until it is renewed.',
  })
  @ApiOkResponse({ type: BookingFeedLinkDto })
  async read(@StaffEmail() staff: string): Promise<BookingFeedLinkDto> {
    return { url: await this.feed.url(staff) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Renew the calendar feed’s address: the old one answers 404 from now on',
    description: 'For a link shared by mistake. Written to the activity log (booking_feed_renewed).',
  })
  @ApiOkResponse({ type: BookingFeedLinkDto, description: 'The new address' })
  @ApiCrossSiteRefused()
  async renew(@StaffEmail() staff: string): Promise<BookingFeedLinkDto> {
    return { url: await this.feed.renew(staff) };
  }
}

/** The feed itself, which calendar apps fetch without a session: the secret in its address is the key. */
@ApiTags('admin-booking')
@Controller('booking/feed')
export class BookingFeedController {
  constructor(private readonly feed: BookingFeedService) {}

  @Get(':token.ics')
  @ApiOperation({
    summary: 'The bookings as an iCalendar feed, from 30 days ago on, cancelled ones marked so',
    description:
      'Public by its secret address (GET /api/admin/booking/feed). Each event: the kind and the name of the ' +
      'request, its phone, email, case type and a link to it in the panel. Never kept by a cache (no-store).',
  })
  @ApiParam({ name: 'token', schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } })
  @ApiOkResponse({
    description: 'The calendar (RFC 5545)',
    content: { 'text/calendar': { schema: { type: 'string' } } },
  })
  @ApiNotFoundResponse({
    description: 'Not the feed’s current address (renewed since, or never): code booking.feed.unknown',
    type: ErrorResponseDto,
  })
  async calendar(@Param('token') token: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const text = await this.feed.calendar(token);
    res.setHeader('Content-Type', FEED_CONTENT_TYPE);
    res.setHeader('Cache-Control', 'no-store');
    return text;
  }
}
