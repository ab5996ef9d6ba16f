import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSULTATION_MESSAGES as M } from '@abogados/shared';

/** The one error shape every endpoint answers with. */
export class ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Not Found' })
  message: string;

  @ApiPropertyOptional({
    example: 'upload.tooLarge',
    description:
      'What went wrong as a code, for a client that says it in its own words: only when the request sends X-Error-Detail: codes, and only on the refusals that have one',
  })
  code?: string;
}

/** One broken rule, as a code a client words itself. */
export class FieldIssueDto {
  @ApiProperty({ example: 'cover.alt', description: "The field's path, as in errors" })
  path: string;

  @ApiProperty({
    example: 'minLength',
    description: 'The rule: minLength, maxChars, isIn, isEmail, matches, whitelistValidation, …',
  })
  code: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { oneOf: [{ type: 'string' }, { type: 'number' }] },
    example: [1],
    description: "The rule's figures or choices (the minimum, the maximum, the allowed values)",
  })
  args?: Array<string | number>;
}

export class ValidationErrorResponseDto extends ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 400 })
  declare statusCode: number;

  @ApiProperty({ example: 'Validation failed' })
  declare message: string;

  @ApiPropertyOptional({
    description: 'One message per failing field.',
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { nombre: M.nombre, email: M.email },
  })
  errors?: Record<string, string>;

  @ApiPropertyOptional({
    type: [FieldIssueDto],
    description:
      'The same failures as codes, for a client that words them in its own language: only when the request sends X-Error-Detail: codes',
  })
  issues?: FieldIssueDto[];
}

export class TooManyRequestsResponseDto extends ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 429 })
  declare statusCode: number;

  @ApiProperty({ example: 'Too many requests from this address: try again in 60 seconds' })
  declare message: string;

  @ApiProperty({
    type: 'integer',
    example: 60,
    description: 'Seconds to wait before trying again; the same figure as the Retry-After header.',
  })
  retryAfter: number;
}
