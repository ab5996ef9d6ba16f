import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { diskFullNotice } from '../common/disk-full-notice';
import { ErrorResponseDto } from '../common/error-response.dto';
import { StorageProbe } from './storage-probe';

/** Health's answer when the database reads but cannot write for lack of space. */
export const DISK_FULL_HEALTH_MESSAGE = 'Database unable to write: the disk is full';

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
  constructor(private readonly storage: StorageProbe) {}

  @Get()
  @ApiOperation({
    summary: 'Liveness and database check, for load balancers and the container HEALTHCHECK',
    description: 'The database must answer a read and have room to write (see docs/operations.md).',
  })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({
    description: `The database does not answer ("Database unavailable"), or cannot write ("${DISK_FULL_HEALTH_MESSAGE}")`,
    type: ErrorResponseDto,
  })
  async check(): Promise<HealthDto> {
    try {
      await this.storage.read();
    } catch {
      throw new ServiceUnavailableException('Database unavailable');
    }
    try {
      await this.storage.probe();
    } catch (error) {
      if (diskFullNotice.report(error)) throw new ServiceUnavailableException(DISK_FULL_HEALTH_MESSAGE);
      throw error;
    }
    diskFullNotice.cleared();
    return {
      status: 'ok',
      database: 'ok',
      engine: this.storage.engine,
      uptime: Math.round(process.uptime()),
    };
  }
}
