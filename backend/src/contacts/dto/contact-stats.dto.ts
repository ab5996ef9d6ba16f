import { ApiProperty } from '@nestjs/swagger';

/** The admin counters, computed by the database. */
export class ContactStatsDto {
  @ApiProperty({ type: 'integer', example: 128 })
  total: number;

  @ApiProperty({ type: 'integer', example: 3, description: 'Not processed yet' })
  pending: number;

  @ApiProperty({ type: 'integer', example: 125 })
  processed: number;

  @ApiProperty({
    type: 'integer',
    example: 4,
    description: "Created today, on Medellín's calendar (America/Bogota)",
  })
  today: number;

  @ApiProperty({
    type: 'integer',
    example: 1,
    description: 'Pending and past their answer-by time (60 minutes of business hours after arrival)',
  })
  overdue: number;
}
