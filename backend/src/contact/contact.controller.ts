import { Body, Controller, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import {
  ErrorResponseDto,
  TooManyRequestsResponseDto,
  ValidationErrorResponseDto,
} from '../common/error-response.dto';
import { ContactService } from './contact.service';
import { ContactCreatedDto } from './dto/contact-created.dto';
import { CreateContactDto } from './dto/create-contact.dto';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IdempotencyKey } from './idempotency-key';

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
      'default 30); rejected ones do not count. With an Idempotency-Key, a request is stored at most once: ' +
      'sending it again with the same key and the same details (after a timeout, a dropped connection or a ' +
      '503) answers 201 with the id first given, and does not count against the limits.',
  })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'One key per filled form, kept for its retries and renewed when the details change. Without it, ' +
      'every request is stored.',
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source, minLength: 8, maxLength: 128 },
  })
  @ApiCreatedResponse({
    type: ContactCreatedDto,
    description:
      'Stored (or stored earlier under the same Idempotency-Key, with the same id); or, when the hidden ' +
      'website field is filled, a look-alike answer and nothing stored',
  })
  @ApiBadRequestResponse({
    description:
      'A field breaks its rule, an unknown field was sent, the JSON is malformed, or the Idempotency-Key ' +
      'is not 8 to 128 letters, digits, "-" or "_"',
    type: ValidationErrorResponseDto,
  })
  @ApiUnprocessableEntityResponse({
    description: 'The Idempotency-Key was already used for a request with different details',
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  @ApiTooManyRequestsResponse({
    description: 'Too many accepted requests from this address; wait Retry-After seconds',
    type: TooManyRequestsResponseDto,
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  })
  create(
    @Body() body: CreateContactDto,
    @Ip() address: string,
    @IdempotencyKey() key: string | undefined,
  ): Promise<ContactCreatedDto> {
    return this.contact.submit(body, address, key);
  }
}
