import { ApiProperty } from '@nestjs/swagger';

/** What an erasure request removed. */
export class ErasureResultDto {
  @ApiProperty({
    type: 'integer',
    example: 3,
    description: 'How many requests (with their notes) were deleted',
  })
  deleted: number;

  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'How many newsletter subscriptions of the address were deleted (0 or 1)',
  })
  subscriptionsDeleted: number;
}
