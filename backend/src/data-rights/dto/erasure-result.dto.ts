import { ApiProperty } from '@nestjs/swagger';

/** What an erasure request removed. */
export class ErasureResultDto {
  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'How many requests (with their notes) were deleted',
  })
  deleted: number;
}
