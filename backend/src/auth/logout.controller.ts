import { Controller, Get, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { AuditService } from '../audit/audit.service';
import { ApiBodyTooLarge, ApiCrossSiteRefused } from '../common/api-responses';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { comesFromSite } from '../security/same-origin';
import { renderLogoutConfirmPage } from './logout-page';
import { type SessionUser } from './session.serializer';
import { sessionCookieName, sessionCookieOptions } from './session.setup';
import { sendStaffPage, staffPageContent } from './staff-page';

const toHome = {
  status: 303,
  description: 'Logged out (the session is destroyed on the server and recorded in the audit log): to /',
  headers: { Location: { schema: { type: 'string', example: '/' } } },
};

/**
 * Log-out stays a browser navigation (the panel's button goes to GET /api/logout), but a session ends only
 * on a request from the site itself: a link followed from another site, which SameSite=Lax sends the
 * cookie with, gets a page asking to confirm with a POST instead.
 */
@ApiTags('auth')
@Controller('logout')
export class LogoutController {
  private readonly publicOrigin: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {
    this.publicOrigin = new URL(config.publicUrl).origin;
  }

  @Get()
  @ApiOperation({
    operationId: 'Auth_logout',
    summary: 'Staff log-out, as the panel navigates to it; from another site, a page to confirm it',
  })
  @ApiResponse(toHome)
  @ApiResponse({
    status: 200,
    description:
      'Sec-Fetch-Site says another site (or Origin names one): nothing ends; a page whose button POSTs here',
    content: staffPageContent,
  })
  async logoutLink(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (!comesFromSite(req, this.publicOrigin)) {
      const locale = req.isAuthenticated?.() ? ((req.user as SessionUser).locale ?? null) : null;
      return sendStaffPage(res, 200, renderLogoutConfirmPage(locale));
    }
    await this.endSession(req, res);
  }

  @Post()
  @ApiOperation({ operationId: 'Auth_logoutConfirmed', summary: 'Staff log-out, confirmed by a form post' })
  @ApiResponse(toHome)
  @ApiCrossSiteRefused()
  @ApiBodyTooLarge()
  async logoutConfirmed(@Req() req: Request, @Res() res: Response): Promise<void> {
    await this.endSession(req, res);
  }

  private async endSession(req: Request, res: Response): Promise<void> {
    // Read before the session goes: afterwards nobody is signed in.
    const user = req.isAuthenticated?.() ? (req.user as SessionUser) : undefined;
    if (req.session)
      await new Promise<void>((resolve, reject) =>
        req.session.destroy((err) => (err ? reject(err) : resolve())),
      );
    if (user) await this.audit.record(user.email, 'logout');
    res.clearCookie(sessionCookieName(this.config), sessionCookieOptions(this.config));
    res.redirect(303, '/');
  }
}
