import { Body, Controller, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type Response } from 'express';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ValidationErrorResponseDto } from '../common/error-response.dto';
import { firmDayOf } from '../common/firm-time';
import { DataRightsService } from './data-rights.service';
import { DataSubjectAccessDto } from './dto/data-subject-access.dto';
import { DataSubjectEmailDto } from './dto/data-subject-email.dto';
import { ErasureResultDto } from './dto/erasure-result.dto';

/** POST, not GET: the address travels in the body, never in a URL or an access log. */
@ApiTags('data-subjects')
// JsonBody is above StaffOnly, so the session guard runs first: without a session the answer is 401.
@JsonBody()
@StaffOnly()
@ApiBadRequestResponse({
  description: 'The email is missing or not an address, or the JSON is malformed',
  type: ValidationErrorResponseDto,
})
@ApiCrossSiteRefused()
@Controller('data-subjects')
export class DataRightsController {
  constructor(private readonly dataRights: DataRightsService) {}

  @Post('access')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Access request: everything held for one email address, as a JSON file',
    description:
      'Every request sent from the address (matched after trimming and lower-casing), with its proof of ' +
      'consent and internal notes. Leaves an audit entry with the address masked.',
  })
  @ApiOkResponse({
    type: DataSubjectAccessDto,
    headers: {
      'Content-Disposition': {
        description: 'attachment; filename="datos-personales-YYYY-MM-DD.json" (the day in Medellín)',
        schema: { type: 'string' },
      },
    },
  })
  async access(
    @Body() body: DataSubjectEmailDto,
    @StaffEmail() actor: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<DataSubjectAccessDto> {
    const result = await this.dataRights.access(body.email, actor);
    const day = firmDayOf(new Date(result.generatedAt));
    res.setHeader('Content-Disposition', `attachment; filename="datos-personales-${day}.json"`);
    return result;
  }

  @Post('erasure')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Erasure request: deletes every request of one email address',
    description:
      'Deletes every request sent from the address with its notes and notifications, and its newsletter ' +
      'subscription with anything queued for it, and answers how many of each; 0 when there was none. ' +
      'Leaves an audit entry with the address masked.',
  })
  @ApiOkResponse({ type: ErasureResultDto })
  async erase(@Body() body: DataSubjectEmailDto, @StaffEmail() actor: string): Promise<ErasureResultDto> {
    return this.dataRights.erase(body.email, actor);
  }
}
