import { ApiProperty } from '@nestjs/swagger';

/** The emails the site sends, as staff would miss them. */
export const SITE_EMAILS = ['staff-alerts', 'acknowledgments', 'reminders', 'newsletter'] as const;
export type SiteEmail = (typeof SITE_EMAILS)[number];

/** Whether email goes out, and which of the site's emails do not. */
export class EmailStatusDto {
  @ApiProperty({
    example: true,
    description: 'Whether this server or another running one has an SMTP server set up (SMTP_URL)',
  })
  configured: boolean;

  @ApiProperty({
    enum: SITE_EMAILS,
    isArray: true,
    example: [],
    description:
      "The emails no running server sends: staff-alerts (staff hear of a new request) · acknowledgments (the prospect's, also off with NOTIFY_PROSPECT=false) · reminders (a request still pending at its answer-by time) · newsletter (confirmation links and posts)",
  })
  unsent: SiteEmail[];
}
