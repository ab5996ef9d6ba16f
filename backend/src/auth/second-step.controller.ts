import { Body, Controller, Get, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { ApiBodyTooLarge, ApiCrossSiteRefused } from '../common/api-responses';
import { SecondFactorCodeDto } from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';
import {
  type CodePageOptions,
  renderCodePage,
  renderEnrolPage,
  renderRecoveryCodesPage,
} from './second-step-page';
import { SecondStepLogin, type StepOutcome } from './second-step-login';
import { sendStaffPage, staffPageContent } from './staff-page';

const RESTART = {
  status: 303,
  description:
    'No second step waiting in this session (none, expired after 5 minutes, or 5 wrong codes): to /api/login',
};
const LOCKED = {
  status: 429,
  description:
    'Too many failed log-ins from this address (passwords and codes count alike): the page again, and Retry-After',
  headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  content: staffPageContent,
};

function codeOf(body: unknown): string {
  const code = (body as Record<string, unknown> | undefined)?.code;
  return typeof code === 'string' ? code.slice(0, 40) : '';
}

/** The log-in's second step, as server-rendered pages that work without JavaScript. */
@ApiTags('auth')
@Controller('login')
export class SecondStepController {
  constructor(
    private readonly steps: SecondStepLogin,
    private readonly factor: SecondFactorService,
  ) {}

  @Get('code')
  @ApiOperation({ summary: 'The second step of a staff log-in: the code page (HTML)' })
  @ApiResponse({ status: 200, description: 'The code form', content: staffPageContent })
  @ApiResponse(RESTART)
  async codePage(@Req() req: Request, @Res() res: Response): Promise<void> {
    const user = await this.steps.waiting(req, 'code');
    if (!user) return res.redirect(303, '/api/login');
    sendStaffPage(res, 200, renderCodePage({ locale: user.locale }));
  }

  @Post('code')
  @ApiOperation({
    summary: 'Staff log-in, second step: a TOTP code or a recovery code',
    description: 'Each code is accepted once; a wrong one counts toward the log-in limits and is logged.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: SecondFactorCodeDto })
  @ApiResponse({ status: 303, description: 'Signed in: to /admin with a new session cookie; or as below' })
  @ApiResponse({ status: 401, description: 'Wrong or used code: the form again', content: staffPageContent })
  @ApiResponse(LOCKED)
  @ApiCrossSiteRefused()
  @ApiBodyTooLarge()
  async code(@Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
    const outcome = await this.steps.submit(req, 'code', codeOf(body));
    if ('signedIn' in outcome) return res.redirect(303, '/admin');
    this.refused(res, outcome, (options) => renderCodePage(options));
  }

  @Get('enrol')
  @ApiOperation({
    summary: 'STAFF_REQUIRE_2FA: set up the second factor before the first session (HTML)',
    description: 'Each visit draws a new secret, shown with its QR code this once.',
  })
  @ApiResponse({
    status: 200,
    description: 'The QR code, the secret and the first-code form',
    content: staffPageContent,
  })
  @ApiResponse(RESTART)
  async enrolPage(@Req() req: Request, @Res() res: Response): Promise<void> {
    const user = await this.steps.waiting(req, 'enrol');
    if (!user) return res.redirect(303, '/api/login');
    const enrolment = await this.factor.startEnrolment(user);
    sendStaffPage(res, 200, renderEnrolPage({ locale: user.locale, ...enrolment }));
  }

  @Post('enrol')
  @ApiOperation({ summary: 'STAFF_REQUIRE_2FA: confirm the new second factor with its first code' })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: SecondFactorCodeDto })
  @ApiResponse({
    status: 200,
    description: 'Enabled and signed in (new session cookie): the recovery codes, shown once',
    content: staffPageContent,
  })
  @ApiResponse(RESTART)
  @ApiResponse({
    status: 401,
    description: 'Wrong code: the same QR code and form again',
    content: staffPageContent,
  })
  @ApiResponse(LOCKED)
  @ApiCrossSiteRefused()
  @ApiBodyTooLarge()
  async enrol(@Req() req: Request, @Res() res: Response, @Body() body: unknown): Promise<void> {
    const user = await this.steps.waiting(req, 'enrol');
    const outcome = await this.steps.submit(req, 'enrol', codeOf(body));
    if ('signedIn' in outcome)
      return sendStaffPage(
        res,
        200,
        renderRecoveryCodesPage(user?.locale ?? null, outcome.recoveryCodes ?? []),
      );
    // The same secret again, so a mistyped code does not mean scanning a new one.
    const enrolment = user && (await this.factor.pendingEnrolment(user));
    if (!enrolment) return res.redirect(303, '/api/login/enrol');
    this.refused(res, outcome, (options) => renderEnrolPage({ ...options, ...enrolment }));
  }

  private refused(
    res: Response,
    outcome: Exclude<StepOutcome, { signedIn: true }>,
    page: (options: CodePageOptions) => string,
  ): void {
    if ('restart' in outcome) return res.redirect(303, '/api/login');
    if ('lockedMs' in outcome) {
      res.setHeader('Retry-After', String(Math.ceil(outcome.lockedMs / 1000)));
      return sendStaffPage(
        res,
        429,
        page({ locale: outcome.locale, lockedMinutes: Math.ceil(outcome.lockedMs / 60_000) }),
      );
    }
    sendStaffPage(res, 401, page({ locale: outcome.locale, error: true }));
  }
}
