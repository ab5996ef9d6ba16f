import { BadRequestException, Body, Controller, Get, Param, ParseEnumPipe, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { beforeLaunch } from './before-launch';
import { ImagesService } from '../images/images.service';
import { ContentService, photoGone } from './content.service';
import { PHOTO_SLOTS, type PhotoSlot, SetPhotoDto } from './dto/set-photo.dto';
import { SiteContent } from './dto/site-content.dto';
import {
  AdminSiteContentDto,
  UpdateAttorneyDto,
  UpdateControllerDto,
  UpdateFirmDto,
  UpdateOfficeHoursDto,
} from './dto/update-content.dto';
import { PublicContent } from './public-content';
import { type SiteContent as Content } from './site-content.types';

const SLOT_RULE = `slot must be ${PHOTO_SLOTS.join(' or ')}`;
function badSlot(): BadRequestException {
  return new BadRequestException({ statusCode: 400, message: SLOT_RULE, errors: { slot: SLOT_RULE } });
}

function staffView(content: Content): AdminSiteContentDto {
  return { content, beforeLaunch: beforeLaunch(content) };
}

@ApiTags('site')
@Controller('site')
export class SiteContentController {
  constructor(private readonly content: PublicContent) {}

  @Get()
  @ApiOperation({
    summary: "The firm's facts, the attorney's profile and photos: what every page is rendered from",
  })
  @ApiOkResponse({ type: SiteContent })
  read(): SiteContent {
    return this.content.snapshot();
  }
}

const PUT_RESPONSES = () => (target: object, key: string | symbol, descriptor: PropertyDescriptor) => {
  JsonBody()(target, key, descriptor);
  ApiOkResponse({ type: AdminSiteContentDto, description: 'Saved: the content with its new version' })(
    target,
    key,
    descriptor,
  );
  ApiBadRequestResponse({
    description: 'A field breaks its rule (errors names it), or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })(target, key, descriptor);
  ApiConflictResponse({
    description: 'version is not the current one: someone else changed the content since it was loaded',
    type: ErrorResponseDto,
  })(target, key, descriptor);
  ApiCrossSiteRefused()(target, key, descriptor);
};

@ApiTags('site')
@StaffOnly()
@Controller('admin/site')
export class AdminSiteContentController {
  constructor(
    private readonly content: ContentService,
    private readonly images: ImagesService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'The site content for editing (every social network, empty links as "") and what is still a placeholder',
  })
  @ApiOkResponse({ type: AdminSiteContentDto })
  read(): AdminSiteContentDto {
    return staffView(this.content.snapshot());
  }

  @Put('firm')
  @ApiOperation({
    summary: "Replace the firm's facts: name, phone, chat number, email, address, links",
  })
  @PUT_RESPONSES()
  async updateFirm(@Body() body: UpdateFirmDto, @StaffEmail() staff: string): Promise<AdminSiteContentDto> {
    return staffView(await this.content.update('firm', body, body.version, staff));
  }

  @Put('hours')
  @ApiOperation({
    summary:
      "Replace the office hours: per weekday closed or its openings (HH:MM, Medellín), the footer's own or the same, closed days",
    description:
      "The contact page's table, the footer's line and the structured data are written from them in both languages, " +
      'and new requests are due within 60 minutes of these hours (public holidays always closed). Takes effect on every server without a restart.',
  })
  @PUT_RESPONSES()
  async updateHours(
    @Body() body: UpdateOfficeHoursDto,
    @StaffEmail() staff: string,
  ): Promise<AdminSiteContentDto> {
    return staffView(await this.content.update('hours', body, body.version, staff));
  }

  @Put('controller')
  @ApiOperation({
    summary: "Replace the privacy policy's data controller: legal name, tax id, legal representative",
  })
  @PUT_RESPONSES()
  async updateController(
    @Body() body: UpdateControllerDto,
    @StaffEmail() staff: string,
  ): Promise<AdminSiteContentDto> {
    return staffView(await this.content.update('controller', body, body.version, staff));
  }

  @Put('attorney')
  @ApiOperation({
    summary: "Replace the attorney's name and profile in both languages (the photo is uploaded apart)",
  })
  @PUT_RESPONSES()
  async updateAttorney(
    @Body() body: UpdateAttorneyDto,
    @StaffEmail() staff: string,
  ): Promise<AdminSiteContentDto> {
    return staffView(await this.content.update('attorney', body, body.version, staff));
  }

  @Put('photos/:slot')
  @ApiOperation({
    summary:
      "Show an uploaded image as the attorney's photo or the home page's photo (null: the bundled illustration), " +
      'with the point its frame keeps in view',
  })
  @ApiParam({ name: 'slot', enum: PHOTO_SLOTS })
  @JsonBody()
  @ApiOkResponse({ type: AdminSiteContentDto, description: 'Saved: the content with its new version' })
  @ApiBadRequestResponse({
    description:
      'slot is neither attorney nor hero, imageId is malformed or names no uploaded image, or focus.x or ' +
      'focus.y is not a whole number from 0 to 100',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  async setPhoto(
    @Param('slot', new ParseEnumPipe(PHOTO_SLOTS, { exceptionFactory: badSlot })) slot: PhotoSlot,
    @Body() body: SetPhotoDto,
    @StaffEmail() staff: string,
  ): Promise<AdminSiteContentDto> {
    const photo = body.imageId === null ? null : await this.images.describe(body.imageId);
    if (photo === undefined) throw photoGone();
    return staffView(await this.content.setImage(slot, photo, staff, body.focus));
  }
}
