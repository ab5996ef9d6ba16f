import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ErrorResponseDto } from '../common/error-response.dto';

class HealthDto {
  @ApiProperty({ example: 'ok', enum: ['ok'] })
  status: 'ok';

  @ApiProperty({ example: 'ok', enum: ['ok'] })
  database: 'ok';

  @ApiProperty({ example: 'sqlite', enum: ['sqlite', 'postgres'] })
  engine: string;

  @ApiProperty({ type: 'integer', example: 3600, description: 'Seconds since the process started' })
  uptime: number;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Liveness and database check, for load balancers and the container HEALTHCHECK' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ description: 'The database does not answer', type: ErrorResponseDto })
  async check(): Promise<HealthDto> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    return {
      status: 'ok',
      database: 'ok',
      engine: String(this.dataSource.options.type),
      uptime: Math.round(process.uptime()),
    };
  }
}
