import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { TooManyRequestsResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { ContactService } from './contact.service';
import { ContactCreatedDto } from './dto/contact-created.dto';
import { CreateContactDto } from './dto/create-contact.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  @JsonBody()
  @ApiOperation({
    summary: 'Send a free-consultation request',
    description:
      'Public. Answers 201 only once the request is committed to the database. Accepted requests are ' +
      'limited per client address (CONTACT_RATE_LIMIT_PER_MINUTE, default 5, and CONTACT_RATE_LIMIT_PER_DAY, ' +
      'default 30); rejected ones do not count.',
  })
  @ApiCreatedResponse({
    type: ContactCreatedDto,
    description:
      'Stored; or, when the hidden website field is filled, a look-alike answer and nothing stored',
  })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule, an unknown field was sent, or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  @ApiTooManyRequestsResponse({
    description: 'Too many accepted requests from this address; wait Retry-After seconds',
    type: TooManyRequestsResponseDto,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  create(@Body() body: CreateContactDto, @Ip() address: string): Promise<ContactCreatedDto> {
    return this.contact.submit(body, address);
  }
}
