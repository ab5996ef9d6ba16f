import { Controller, HttpCode, NotFoundException, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditService } from '../audit/audit.service';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ContactId } from '../contacts/contact-id.decorator';
import { NotificationStateDto } from '../contacts/dto/notification-state.dto';
import { NotificationDispatcher } from './notification-dispatcher';
import { NotificationOutbox } from './notification-outbox.service';

@ApiTags('contacts')
@StaffOnly()
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
  @ContactId()
  @ApiOkResponse({
    type: [NotificationStateDto],
    description: "The request's notification states, email first",
  })
  @ApiCrossSiteRefused()
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
