import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { type Observable, of } from 'rxjs';
import { type SessionUser } from '../auth/session.serializer';
import { sendStaffPage, staffPageContent } from '../auth/staff-page';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { renderDownloadConfirmPage } from './download-confirm-page';
import { navigationFromSite } from './same-origin';

/**
 * A GET that hands staff a file of personal data (and records it in the activity log) runs only when the
 * site itself asked for it. The same-origin check lets every GET through, and SameSite=Lax sends the
 * session cookie with a link followed from another site, so such a link would otherwise download the file
 * and write the entry under the staff member's name. Asked from elsewhere, the answer is a page whose button
 * asks again from the site: no file, no entry. The panel's download links are same-origin navigations.
 *
 * An interceptor, so the session guard has answered 401 before, and the handler (which answers through
 * @Res()) never runs when the page is sent.
 */
@Injectable()
export class SiteDownloadInterceptor implements NestInterceptor {
  private readonly publicOrigin: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.publicOrigin = new URL(config.publicUrl).origin;
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (navigationFromSite(req, this.publicOrigin)) return next.handle();
    const locale = req.isAuthenticated?.() ? ((req.user as SessionUser).locale ?? null) : null;
    const query = new URL(req.originalUrl, 'http://site').searchParams;
    sendStaffPage(
      context.switchToHttp().getResponse<Response>(),
      200,
      renderDownloadConfirmPage(req.path, query, locale),
    );
    return of(undefined);
  }
}

/**
 * A file download for staff, asked for from the site only (see SiteDownloadInterceptor), with its
 * documentation: the file's 200, or the page that asks to confirm.
 */
export const SiteDownload = (file: { description: string; mediaType: string }) =>
  applyDecorators(
    UseInterceptors(SiteDownloadInterceptor),
    ApiOkResponse({
      description:
        `${file.description}. Asked for from another site (Sec-Fetch-Site, or else Origin or Referer, names ` +
        'another origin): a page (text/html) whose button asks again from the site; no file, nothing recorded',
      content: { [file.mediaType]: { schema: { type: 'string' } }, ...staffPageContent },
      headers: { 'Content-Disposition': { schema: { type: 'string' } } },
    }),
  );
