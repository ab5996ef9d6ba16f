import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ValidationErrorResponseDto } from '../common/error-response.dto';
import { PageQueryDto } from '../common/page-query.dto';
import { AuditService } from './audit.service';
import { AuditEntryDto } from './dto/audit-entry.dto';

@ApiTags('audit')
@StaffOnly()
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit log of staff (and scheduled) actions, newest first, one page at a time',
  })
  @ApiOkResponse({
    type: [AuditEntryDto],
    headers: {
      'X-Total-Count': { description: 'How many entries there are in all', schema: { type: 'integer' } },
    },
  })
  @ApiBadRequestResponse({ description: 'limit or offset out of range', type: ValidationErrorResponseDto })
  async list(
    @Query() query: PageQueryDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuditEntryDto[]> {
    const { items, total } = await this.audit.page(query.limit, query.offset);
    res.setHeader('X-Total-Count', String(total));
    return items.map(AuditEntryDto.from);
  }
}
