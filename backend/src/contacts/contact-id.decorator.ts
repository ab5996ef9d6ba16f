import { applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../common/error-response.dto';
import { MAX_ID } from '../common/parse-id.pipe';

/**
 * The `:id` of one consultation request, as ParseIdPipe reads it: a positive 32-bit whole number, else
 * 400; an id no request has is a 404. An operation that also reads a body says what else its 400 covers.
 */
export const ContactId = (bodyRule?: string) =>
  applyDecorators(
    ApiParam({ name: 'id', schema: { type: 'integer', minimum: 1, maximum: MAX_ID, example: 42 } }),
    ApiBadRequestResponse(
      bodyRule
        ? { description: `The id is not a whole number, ${bodyRule}`, type: ValidationErrorResponseDto }
        : { description: 'The id is not a whole number', type: ErrorResponseDto },
    ),
    ApiNotFoundResponse({ description: 'No submission with that id', type: ErrorResponseDto }),
  );
