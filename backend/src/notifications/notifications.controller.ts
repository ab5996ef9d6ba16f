import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffEmail } from '../auth/staff-email.decorator';
import { StaffOnly } from '../auth/staff-only.decorator';
import { ApiCrossSiteRefused } from '../common/api-responses';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { ContactId } from '../contacts/contact-id.decorator';
import { NotificationStateDto } from './dto/notification-state.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('contacts')
@StaffOnly()
@Controller('contacts')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post(':id/notifications/retry')
  @HttpCode(200)
  @ApiOperation({
    summary: "Send a request's staff notifications again now",
    description:
      "Failed notifications (and those waiting out a retry delay) are due again at once; the answer is the request's notification states, by kind, email first. Channels that are not configured stay skipped.",
  })
  @ContactId()
  @ApiOkResponse({
    type: [NotificationStateDto],
    description: "The request's notification states, email first",
  })
  @ApiCrossSiteRefused()
  retry(@Param('id', ParseIdPipe) id: number, @StaffEmail() staff: string): Promise<NotificationStateDto[]> {
    return this.notifications.retry(id, staff);
  }
}
