import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
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
    description: 'Public. Answers 201 only once the request is committed to the database.',
  })
  @ApiCreatedResponse({ type: ContactCreatedDto })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule, an unknown field was sent, or the JSON is malformed',
    type: ValidationErrorResponseDto,
  })
  @ApiPayloadTooLargeResponse({ description: 'Body over 16 KB', type: ErrorResponseDto })
  @ApiUnsupportedMediaTypeResponse({
    description: 'Content-Type is not application/json',
    type: ErrorResponseDto,
  })
  create(@Body() body: CreateContactDto): Promise<ContactCreatedDto> {
    return this.contact.submit(body);
  }
}
