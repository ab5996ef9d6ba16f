import { applyDecorators, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { SessionAuthGuard } from './session-auth.guard';

/**
 * Staff only: the guard and its documentation in one decorator, so an operation cannot be guarded yet
 * documented as public (openapi.ts marks every operation without a security requirement public).
 */
export const StaffOnly = () =>
  applyDecorators(
    UseGuards(SessionAuthGuard),
    ApiCookieAuth('session'),
    ApiUnauthorizedResponse({ description: 'No staff session', type: ErrorResponseDto }),
  );
