import {
  Body,
  Controller,
  Get,
  Patch,
  Post,
  Req,
  Res,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { AuditService } from '../audit/audit.service';
import { ApiBodyTooLarge, ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ErrorResponseDto } from '../common/error-response.dto';
import { AuthUserDto } from './dto/auth-user.dto';
import { LoginDto } from './dto/login.dto';
import { UpdateStaffLocaleDto } from './dto/update-staff-locale.dto';
import { LocalLoginGuard, type LoginRequest } from './local-login.guard';
import { renderLoginPage } from './login-page';
import { type SessionUser } from './session.serializer';
import { sendStaffPage, staffPageContent } from './staff-page';
import { StaffOnly } from './staff-only.decorator';
import { StaffUsersService } from './staff-users.service';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly audit: AuditService,
    private readonly staff: StaffUsersService,
  ) {}

  @Get('auth/user')
  @StaffOnly()
  @ApiOperation({ summary: 'The signed-in staff user' })
  @ApiOkResponse({ type: AuthUserDto })
  user(@Req() req: Request): AuthUserDto {
    const { id, email, locale } = req.user as SessionUser;
    return { id, email, locale: locale ?? null };
  }

  @Patch('auth/user')
  @StaffOnly()
  @JsonBody()
  @ApiOperation({
    summary: "Remember the staff panel's language for the signed-in staff member",
    description: 'The panel then speaks this language on every device this person signs in on.',
  })
  @ApiOkResponse({ type: AuthUserDto })
  @ApiBadRequestResponse({
    description: "locale is missing or not one of the panel's languages, or the JSON is malformed",
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  async setLocale(@Req() req: Request, @Body() body: UpdateStaffLocaleDto): Promise<AuthUserDto> {
    const { id, email } = req.user as SessionUser;
    // Removed between the session check and this write: no one to remember it for.
    if (!(await this.staff.setLocale(id, body.locale))) throw new UnauthorizedException();
    return { id, email, locale: body.locale };
  }

  @Get('login')
  @ApiOperation({ summary: 'Staff log-in page (HTML, works without JavaScript)' })
  @ApiResponse({ status: 200, description: 'The log-in form', content: staffPageContent })
  @ApiResponse({
    status: 303,
    description: 'Already signed in: to /admin',
    headers: { Location: { schema: { type: 'string' } } },
  })
  loginPage(@Req() req: Request, @Res() res: Response): void {
    if (req.isAuthenticated()) return res.redirect(303, '/admin');
    sendStaffPage(res, 200, renderLoginPage());
  }

  @Post('login')
  @UseGuards(LocalLoginGuard)
  @ApiOperation({
    summary: 'Staff log-in',
    description:
      'On success the session id is regenerated, the log-in is recorded in the audit log and the browser ' +
      'is sent to /admin. The browser form posts application/x-www-form-urlencoded; a script may send ' +
      'the same fields as JSON, and gets the same answers.',
  })
  // JSON is parsed for every API route and passport-local reads the fields from either body; the answer
  // is the same redirect or page, and the same-origin check guards both kinds of post.
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: LoginDto })
  @ApiResponse({
    status: 303,
    description:
      'Signed in: to /admin with the session cookie. Or the password was right and a second factor is ' +
      'still to pass: to /api/login/code (a TOTP or recovery code), or, with STAFF_REQUIRE_2FA and no ' +
      'factor yet, to /api/login/enrol; that session has no user yet',
    headers: {
      Location: { schema: { type: 'string', example: '/admin' } },
      'Set-Cookie': { schema: { type: 'string', example: 'sid=s%3A…; Path=/; HttpOnly; SameSite=Lax' } },
    },
  })
  @ApiResponse({
    status: 401,
    description: 'Wrong email or password (one message for both): the form again',
    content: staffPageContent,
  })
  @ApiBadRequestResponse({
    description: 'The JSON body is malformed, or the URL carries an email or password (only the body may)',
    type: ErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  @ApiBodyTooLarge()
  @ApiResponse({
    status: 429,
    description:
      'LOGIN_MAX_FAILURES log-in attempts (default 10) from this address within LOGIN_WINDOW_MINUTES ' +
      '(default 15), or LOGIN_CONCURRENT_CHECKS passwords (default 2) already being checked: the form ' +
      'again with how long to wait, and Retry-After',
    headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
    content: staffPageContent,
  })
  async login(@Req() req: LoginRequest, @Res() res: Response): Promise<void> {
    const step = req.loginAttempt?.secondStep;
    if (step) return res.redirect(303, `/api/login/${step}`);
    // Only this request's own check counts: a browser already signed in still sends its session.
    if (req.loginAttempt?.signedIn) {
      await this.audit.record((req.user as SessionUser).email, 'login');
      return res.redirect(303, '/admin');
    }
    const body = req.body as Record<string, unknown> | undefined;
    const email = typeof body?.email === 'string' ? body.email : '';
    const refused = req.loginAttempt?.refused;
    if (!refused) return sendStaffPage(res, 401, renderLoginPage({ error: true, email }));
    res.setHeader('Retry-After', String(Math.ceil(refused.retryAfterMs / 1000)));
    const page =
      refused.reason === 'busy'
        ? { busy: true, email }
        : { lockedMinutes: Math.ceil(refused.retryAfterMs / 60_000), email };
    sendStaffPage(res, 429, renderLoginPage(page));
  }
}
