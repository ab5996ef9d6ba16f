import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadGatewayResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ErrorResponseDto } from '../common/error-response.dto';
import { CampaignDto, PreviewSentDto } from './campaigns.dto';
import { CampaignsService } from './campaigns.service';

const NOT_FOUND = 'No post has this id';

/** Staff send a published post to its language's subscribers: a preview to themselves first, then once. */
@ApiTags('newsletter')
@StaffOnly()
@Controller('admin/blog/posts/:id/newsletter')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Post('preview')
  @HttpCode(202)
  @ApiOperation({
    summary: "Email the post as subscribers will get it to the signed-in staff member's address",
  })
  @ApiAcceptedResponse({ type: PreviewSentDto })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorResponseDto })
  @ApiConflictResponse({
    description: 'The post is not published, or email is not configured (SMTP_URL)',
    type: ErrorResponseDto,
  })
  @ApiBadGatewayResponse({ description: 'The mail server did not take the preview', type: ErrorResponseDto })
  @ApiCrossSiteRefused()
  preview(@Param('id') id: string, @StaffEmail() staff: string): Promise<PreviewSentDto> {
    return this.campaigns.preview(id, staff);
  }

  @Post()
  @ApiOperation({
    summary:
      'Send the post to the confirmed subscribers of its language, inside the Ley 2300 windows (America/Bogota)',
  })
  @ApiCreatedResponse({ type: CampaignDto })
  @ApiNotFoundResponse({ description: NOT_FOUND, type: ErrorResponseDto })
  @ApiConflictResponse({
    description:
      'The post is not published, no preview of it as it is now was sent first, it was already sent, or email is not configured',
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  send(@Param('id') id: string, @StaffEmail() staff: string): Promise<CampaignDto> {
    return this.campaigns.send(id, staff);
  }

  @Get()
  @ApiOperation({ summary: "The post's newsletter send: its state and counts" })
  @ApiOkResponse({ type: CampaignDto })
  @ApiNotFoundResponse({ description: 'No post has this id, or it was never sent', type: ErrorResponseDto })
  status(@Param('id') id: string): Promise<CampaignDto> {
    return this.campaigns.status(id);
  }
}
