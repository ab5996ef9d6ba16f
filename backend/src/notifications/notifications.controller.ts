import { Controller, HttpCode, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCookieAuth,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service';
import { SessionAuthGuard } from '../auth/session-auth.guard';
import { StaffEmail } from '../auth/staff-email.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { NotificationStateDto } from '../contacts/dto/notification-state.dto';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationOutbox } from './notification-outbox.service';

@ApiTags('contacts')
@ApiCookieAuth('session')
@ApiUnauthorizedResponse({ description: 'No staff session', type: ErrorResponseDto })
@UseGuards(SessionAuthGuard)
@Controller('contacts')
export class NotificationsController {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly dispatcher: NotificationDispatcher,
    private readonly audit: AuditService,
  ) {}

  @Post(':id/notifications/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: "Send a request's staff notifications again now",
    description:
      "Failed notifications (and those waiting out a retry delay) are due again at once; the answer is the request's notification states, email first. Channels that are not configured stay skipped.",
  })
  @ApiParam({ name: 'id', type: 'integer', example: 42 })
  @ApiOkResponse({
    type: [NotificationStateDto],
    description: "The request's notification states, email first",
  })
  @ApiBadRequestResponse({ description: 'The id is not a whole number', type: ErrorResponseDto })
  @ApiNotFoundResponse({ description: 'No submission with that id', type: ErrorResponseDto })
  async retry(
    @Param('id', ParseIdPipe) id: number,
    @StaffEmail() staff: string,
  ): Promise<NotificationStateDto[]> {
    if (!(await this.outbox.submissionExists(id))) {
      throw new NotFoundException(`Contact submission ${id} not found`);
    }
    const requeued = await this.outbox.requeue(id);
    await this.audit.record(staff, 'notify_retry', `contact ${id}`, `${requeued} notification(s) requeued`);
    this.dispatcher.kick();
    return (await this.outbox.statesOf(id)).map(NotificationStateDto.from);
  }
}
