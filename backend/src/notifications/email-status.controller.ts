import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '../auth/staff-only.decorator';
import { EmailStatusDto } from './dto/email-status.dto';
import { NotificationsService } from './notifications.service';

/** What the panel says when email cannot go out: staff must know before a request waits unheard. */
@ApiTags('notifications')
@StaffOnly()
@Controller('admin/email')
export class EmailStatusController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: 'Whether email goes out, and which emails do not',
    description:
      "The request emails are the fleet's (a server heard from within the last minute and a half that sends them); the newsletter's are this server's (SMTP_URL).",
  })
  @ApiOkResponse({ type: EmailStatusDto })
  status(): EmailStatusDto {
    return this.notifications.emailStatus();
  }
}
