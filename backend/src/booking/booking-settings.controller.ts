import { Body, Controller, Get, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { BookingSettingsService } from './booking-settings.service';
import { BookingAvailabilityResponseDto, UpdateBookingAvailabilityDto } from './dto/booking-availability.dto';

@ApiTags('booking')
@StaffOnly()
@Controller('admin/booking/availability')
export class BookingSettingsController {
  constructor(private readonly settings: BookingSettingsService) {}

  @Get()
  @ApiOperation({
    summary:
      'When visitors can book the free consultation: hours, days off, spacing, limits and meeting kinds',
    description:
      "Version 0 until staff first save: the defaults, whose week is the office's hours (PUT /api/admin/site/hours).",
  })
  @ApiOkResponse({ type: BookingAvailabilityResponseDto })
  read(): Promise<BookingAvailabilityResponseDto> {
    return this.settings.read();
  }

  @Put()
  @ApiOperation({
    summary: 'Replace the booking availability, from the version the editor loaded',
    description:
      "Besides each field's shape and range, the rules across fields (shared/src/booking-rules.ts) refuse a " +
      'span that ends before it starts (order) or starts before the one before it ends (overlap), a vacation ' +
      'ending before it starts (order), a kind id used twice (duplicate), an active video kind without its ' +
      'https link (required) and no active kind (kinds: empty). Takes effect on every server at once.',
  })
  @JsonBody()
  @ApiOkResponse({ type: BookingAvailabilityResponseDto, description: 'Saved, with its new version' })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule (errors and issues name it), or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })
  @ApiConflictResponse({
    description:
      'version is not the current one: someone else saved since it was loaded (code booking.stale)',
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  save(
    @Body() body: UpdateBookingAvailabilityDto,
    @StaffEmail() staff: string,
  ): Promise<BookingAvailabilityResponseDto> {
    return this.settings.save(body.availability, body.version, staff);
  }
}
