import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type Request } from 'express';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { ErrorResponseDto } from '../common/error-response.dto';
import { clientKey } from '../security/client-address';
import {
  RecoveryCodesDto,
  SecondFactorCodeDto,
  SecondFactorEnrolmentDto,
  SecondFactorStatusDto,
} from './dto/second-factor.dto';
import { SecondFactorService } from './second-factor.service';
import { type SessionUser } from './session.serializer';
import { StaffOnly } from './staff-only.decorator';

const WRONG_CODE = {
  description: 'Wrong or already used code (counted toward the log-in limits)',
  type: ErrorResponseDto,
};
const LOCKED = {
  description: 'Too many failed log-ins and codes from this address: wait Retry-After seconds',
  type: ErrorResponseDto,
};
const BAD_CODE = {
  description: 'code is missing or not digits (or a recovery code)',
  type: ErrorResponseDto,
};

/** The signed-in staff member's own second factor, from the panel. */
@ApiTags('auth')
@Controller('auth/second-factor')
@StaffOnly()
export class SecondFactorController {
  constructor(private readonly factor: SecondFactorService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in staff member's second factor" })
  @ApiOkResponse({ type: SecondFactorStatusDto })
  status(@Req() req: Request): Promise<SecondFactorStatusDto> {
    return this.factor.status((req.user as SessionUser).id);
  }

  @Post('enrolment')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start enrolling a TOTP authenticator',
    description:
      'Draws a new secret, returned this once with its otpauth URI and QR code. Nothing changes at log-in ' +
      'until it is confirmed with a first code.',
  })
  @ApiOkResponse({ type: SecondFactorEnrolmentDto })
  @ApiConflictResponse({ description: 'A second factor is already enabled', type: ErrorResponseDto })
  @ApiCrossSiteRefused()
  enrol(@Req() req: Request): Promise<SecondFactorEnrolmentDto> {
    return this.factor.startEnrolment(req.user as SessionUser);
  }

  @Post('enrolment/confirm')
  @HttpCode(200)
  @JsonBody()
  @ApiOperation({
    summary: 'Confirm the enrolment with a first code: the factor is enabled',
    description: 'Returns the ten recovery codes, this once.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse(BAD_CODE)
  @ApiConflictResponse({ description: 'No enrolment is waiting for a code', type: ErrorResponseDto })
  @ApiUnprocessableEntityResponse(WRONG_CODE)
  @ApiTooManyRequestsResponse(LOCKED)
  @ApiCrossSiteRefused()
  async confirm(@Req() req: Request, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodesDto> {
    const user = req.user as SessionUser;
    const codes = await this.factor.requireCode(clientKey(req.ip), user.email, () =>
      this.factor.confirmEnrolment(user.id, body.code),
    );
    return { codes };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @JsonBody()
  @ApiOperation({
    summary: 'New recovery codes (a current code needed); the old ones stop working',
    description: 'Returns the ten new codes, this once.',
  })
  @ApiOkResponse({ type: RecoveryCodesDto })
  @ApiBadRequestResponse(BAD_CODE)
  @ApiUnprocessableEntityResponse(WRONG_CODE)
  @ApiTooManyRequestsResponse(LOCKED)
  @ApiCrossSiteRefused()
  async renew(@Req() req: Request, @Body() body: SecondFactorCodeDto): Promise<RecoveryCodesDto> {
    const user = req.user as SessionUser;
    await this.factor.requireCode(clientKey(req.ip), user.email, () => this.factor.check(user.id, body.code));
    await this.factor.recordRenewal(user.email);
    return { codes: await this.factor.renewRecoveryCodes(user.id) };
  }

  @Post('disable')
  @HttpCode(204)
  @JsonBody()
  @ApiOperation({ summary: 'Remove the second factor (a current code or a recovery code needed)' })
  @ApiNoContentResponse({ description: 'Removed: the password alone signs in again' })
  @ApiBadRequestResponse(BAD_CODE)
  @ApiUnprocessableEntityResponse(WRONG_CODE)
  @ApiTooManyRequestsResponse(LOCKED)
  @ApiCrossSiteRefused()
  async disable(@Req() req: Request, @Body() body: SecondFactorCodeDto): Promise<void> {
    const user = req.user as SessionUser;
    await this.factor.requireCode(clientKey(req.ip), user.email, () => this.factor.check(user.id, body.code));
    await this.factor.disable(user);
  }
}
