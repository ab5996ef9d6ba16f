import { Body, Controller, HttpCode, HttpStatus, Ip, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import {
  ErrorResponseDto,
  TooManyRequestsResponseDto,
  ValidationErrorResponseDto,
} from '../common/error-response.dto';
import { JsonContentTypeGuard } from '../common/json-content-type.guard';
import { ContactService } from './contact.service';
import { ContactCreatedDto } from './dto/contact-created.dto';
import { CreateContactDto } from './dto/create-contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @UseGuards(JsonContentTypeGuard)
  @ApiOperation({
    summary: 'Send a free-consultation request',
    description:
      'Public. Answers 201 only once the request is committed to the database. Accepted requests are ' +
      'limited per client address (CONTACT_RATE_LIMIT_PER_MINUTE, default 5, and CONTACT_RATE_LIMIT_PER_DAY, ' +
      'default 30); rejected ones do not count.',
  })
  @ApiCreatedResponse({ type: ContactCreatedDto })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule, an unknown field was sent, or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })
  @ApiPayloadTooLargeResponse({ description: 'Body over 16 KB', type: ErrorResponseDto })
  @ApiTooManyRequestsResponse({
    description: 'Too many accepted requests from this address; wait Retry-After seconds',
    type: TooManyRequestsResponseDto,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Content-Type is not application/json',
    type: ErrorResponseDto,
  })
  create(@Body() body: CreateContactDto, @Ip() address: string): Promise<ContactCreatedDto> {
    return this.contact.submit(body, address);
  }
}
