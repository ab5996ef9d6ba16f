import { ApiProperty } from '@nestjs/swagger';

export class ContactCreatedDto {
  @ApiProperty({ type: 'integer', example: 42 })
  id: number;

  @ApiProperty({ example: '2025-06-01T14:30:00.000Z', format: 'date-time' })
  createdAt: string;
}
