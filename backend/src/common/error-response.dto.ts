import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONSULTATION_MESSAGES as M } from '@abogados/shared';

/** The one error shape every endpoint answers with. */
export class ErrorResponseDto {
  @ApiProperty({ type: 'integer', example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Not Found' })
  message: string;
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
