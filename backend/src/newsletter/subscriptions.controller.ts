import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiOperation,
  ApiProduces,
  ApiQuery,
  ApiResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type Response } from 'express';
import { staffPageContent } from '../auth/staff-page';
import { ApiCrossSiteRefused, JsonBody } from '../common/api-responses';
import { BODY_LIMIT } from '../common/body-parsers';
import {
  ErrorResponseDto,
  TooManyRequestsResponseDto,
  ValidationErrorResponseDto,
} from '../common/error-response.dto';
import { FORM_CONTENT_TYPE, notTakenPage, validateBody } from '../common/forms';
import { SiteService } from '../site/site';
import { SUBSCRIBE_ACCEPTED, SubscribeAcceptedDto, SubscribeDto } from './dto/subscribe.dto';
import {
  newsletterFormIsSpam,
  newsletterFormLanguage,
  newsletterRequestBody,
  newsletterReturnPath,
  readNewsletterForm,
} from './newsletter-form';
import {
  checkEmailPage,
  confirmedPage,
  emailOffPage,
  confirmPage,
  invalidSubscriptionPage,
  linkGonePage,
  preferencesPage,
  sendPage,
  unknownLinkPage,
  unsubscribedPage,
} from './newsletter-pages';
import { NEWSLETTER_LANGUAGES, type NewsletterLanguage } from './newsletter-subscriber.entity';
import { NewsletterEmailOff, SubscriptionsService } from './subscriptions.service';

const CHECK_EMAIL_PATH = '/api/newsletter/check-email';
const page = (description: string, headers?: Record<string, { description: string; schema: object }>) => ({
  description,
  headers,
  content: staffPageContent,
});
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } };
const TOKEN_SCHEMA = { type: 'string', example: 'q3Jx9v0LmP2xR7aBZk3q9v0LmP2xR7aBZk3q9v0LmP2' };
const tokenQuery = (description: string) =>
  ApiQuery({ name: 'token', required: false, description, schema: TOKEN_SCHEMA });
const formBody = (properties: Record<string, object>, required: string[]) =>
  ApiBody({ schema: { type: 'object', required, properties } });
const asLanguage = (value: unknown): NewsletterLanguage => (value === 'en' ? 'en' : 'es');
const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * The newsletter for visitors: the blog's box (JSON, and a form post without JavaScript) and the pages its
 * emails link to (confirm, preferences, unsubscribe). No answer tells whether an address is subscribed.
 */
@ApiTags('newsletter')
@Controller('newsletter')
export class SubscriptionsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly site: SiteService,
  ) {}

  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @JsonBody()
  @ApiOperation({
    summary: 'Subscribe to the newsletter (double opt-in)',
    description:
      'Public. Answers 202 with the same message whatever the address (new, pending, confirmed or ' +
      'unsubscribed). A new address becomes pending and is sent a confirmation link that works once for ' +
      '48 hours; a pending one is sent a new link at most once a day; a confirmed one is left alone; an ' +
      'unsubscribed one stays unsubscribed (the suppression list) and is sent a link, at most once a day, ' +
      'that only the person can use to subscribe again. A mailbox (the address without its +tag, and for ' +
      'Gmail without dots) gets at most one confirmation a day, and a client address at most ' +
      'VISITOR_EMAILS_PER_HOUR and _PER_DAY emails to visitors; over either the request is stored and ' +
      'answered the same, without its email. Accepted requests are limited per client address (NEWSLETTER_RATE_LIMIT_PER_MINUTE, ' +
      'default 5, and NEWSLETTER_RATE_LIMIT_PER_DAY, default 20). A filled hidden website field gets the ' +
      'same 202 and nothing is stored.',
  })
  @ApiAcceptedResponse({ type: SubscribeAcceptedDto, description: 'Taken (or a look-alike answer)' })
  @ApiBadRequestResponse({
    description: 'A field breaks its rule (errors names it), an unknown field was sent, or malformed JSON',
    type: ValidationErrorResponseDto,
  })
  @ApiCrossSiteRefused()
  @ApiServiceUnavailableResponse({
    description:
      'The site cannot send email (no SMTP_URL), so no confirmation link could go out: nothing is stored, and the message says so in the box language',
    type: ErrorResponseDto,
  })
  @ApiTooManyRequestsResponse({
    description: 'Too many accepted subscriptions from this address; wait Retry-After seconds',
    type: TooManyRequestsResponseDto,
    headers: RETRY_AFTER,
  })
  async subscribe(@Body() body: SubscribeDto, @Ip() address: string): Promise<SubscribeAcceptedDto> {
    await this.subscriptions.subscribe({ email: body.email, language: body.idioma }, address);
    return { message: SUBSCRIBE_ACCEPTED[body.idioma] };
  }

  @Post('form')
  @ApiOperation({
    summary: 'Subscribe from the blog without JavaScript',
    description:
      'Public. The same rules, limits, hidden-field and same-origin checks as POST /api/newsletter; the ' +
      'answers are pages in the page language.',
  })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @ApiProduces('text/html')
  @formBody(
    {
      email: { type: 'string', example: 'maria@example.com' },
      consent: { type: 'string', enum: ['on'], description: 'The checkbox: "on" when ticked' },
      idioma: { type: 'string', enum: [...NEWSLETTER_LANGUAGES] },
      website: { type: 'string', description: 'The hidden anti-spam field; people leave it empty' },
      return: {
        type: 'string',
        example: '/blog',
        description:
          "The page the box is on (a path of this site; else the language's blog): the 400 page links back to it",
      },
    },
    ['email'],
  )
  @ApiResponse({
    status: HttpStatus.SEE_OTHER,
    description: `Taken (or a filled hidden field): to ${CHECK_EMAIL_PATH}?lang=es|en`,
    headers: { Location: { description: 'The check-your-email page', schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    ...page('A field breaks its rule: the messages and a link back'),
  })
  @ApiResponse({ status: HttpStatus.FORBIDDEN, ...page('Sent from another site: refused') })
  @ApiResponse({
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    ...page(`Body over ${BODY_LIMIT.replace('kb', ' KB')}`),
  })
  @ApiResponse({
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ...page(`Content-Type is not ${FORM_CONTENT_TYPE}`),
  })
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    ...page('Too many subscriptions from this address', RETRY_AFTER),
  })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    ...page('The database cannot take it now (with Retry-After), or the site cannot send email', RETRY_AFTER),
  })
  async subscribeForm(@Body() body: unknown, @Ip() address: string, @Res() res: Response): Promise<void> {
    const values = readNewsletterForm(body);
    const language = newsletterFormLanguage(values);
    const checkEmail = `${CHECK_EMAIL_PATH}?lang=${language}`;
    if (newsletterFormIsSpam(values)) return res.redirect(HttpStatus.SEE_OTHER, checkEmail);
    const back = newsletterReturnPath(values.return, language, this.site.pagePaths());
    const validated = await validateBody(SubscribeDto, newsletterRequestBody(values, language));
    if (!validated.ok) return sendPage(res, 400, invalidSubscriptionPage(language, validated.errors, back));
    try {
      const { email, idioma } = validated.request;
      await this.subscriptions.subscribe({ email, language: idioma }, address);
    } catch (error) {
      if (error instanceof NewsletterEmailOff) return sendPage(res, 503, emailOffPage(language, back));
      const notTaken = notTakenPage(error, language, undefined, back);
      if (!notTaken) throw error;
      res.setHeader('Retry-After', String(notTaken.retryAfter));
      return sendPage(res, notTaken.status, notTaken.html);
    }
    res.redirect(HttpStatus.SEE_OTHER, `${CHECK_EMAIL_PATH}?lang=${validated.request.idioma}`);
  }

  @Get('check-email')
  @ApiOperation({ summary: '"Check your email" page, after subscribing without JavaScript' })
  @ApiQuery({ name: 'lang', required: false, schema: { type: 'string', enum: [...NEWSLETTER_LANGUAGES] } })
  @ApiResponse({ status: 200, ...page('The page, in Spanish unless lang=en') })
  checkEmail(@Query('lang') lang: unknown, @Res() res: Response): void {
    sendPage(res, 200, checkEmailPage(asLanguage(lang)));
  }

  @Get('confirm')
  @ApiOperation({
    summary: 'The confirmation link: a page with a button that confirms',
    description: 'Opening the link never confirms (mail scanners follow links): the button posts it.',
  })
  @tokenQuery("The confirmation link's secret")
  @ApiQuery({
    name: 'lang',
    required: false,
    description: "The subscriber's language, which the link carries for its page once it no longer works",
    schema: { type: 'string', enum: [...NEWSLETTER_LANGUAGES] },
  })
  @ApiResponse({ status: 200, ...page("The button, in the subscriber's language") })
  @ApiResponse({
    status: 410,
    ...page('The link was used, has expired or is unknown: how to subscribe again'),
  })
  async confirmLink(
    @Query('token') token: unknown,
    @Query('lang') lang: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const pending = await this.subscriptions.pendingFor(token);
    if (!pending) {
      return sendPage(
        res,
        410,
        linkGonePage(await this.subscriptions.goneLinkLanguage(token, asLanguage(lang))),
      );
    }
    sendPage(res, 200, confirmPage(pending.language, token as string));
  }

  @Post('confirm')
  @ApiOperation({
    summary: 'Confirm a subscription (once)',
    description:
      'Records the proof of consent: when, the privacy-policy version and the consent sentence in the ' +
      'language the box showed it; the link stops working.',
  })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @formBody({ token: TOKEN_SCHEMA, lang: { type: 'string', enum: [...NEWSLETTER_LANGUAGES] } }, ['token'])
  @ApiResponse({ status: 200, ...page("Confirmed: a page in the subscriber's language") })
  @ApiResponse({
    status: 410,
    ...page('The link was used, has expired or is unknown: how to subscribe again'),
  })
  @ApiCrossSiteRefused()
  async confirm(@Body() body: unknown, @Res() res: Response): Promise<void> {
    const token = field(body, 'token');
    const confirmed = await this.subscriptions.confirm(token);
    if (!confirmed) {
      const language = await this.subscriptions.goneLinkLanguage(token, asLanguage(field(body, 'lang')));
      return sendPage(res, 410, linkGonePage(language));
    }
    sendPage(res, 200, confirmedPage(confirmed.language));
  }

  @Get('preferences')
  @ApiOperation({ summary: "The subscriber's page: unsubscribe, or change the newsletter's language" })
  @tokenQuery("The secret of the subscriber's unsubscribe and preferences links")
  @ApiResponse({ status: 200, ...page("The page, in the subscriber's language") })
  @ApiResponse({ status: 404, ...page('No subscriber has this link') })
  async preferences(@Query('token') token: unknown, @Res() res: Response): Promise<void> {
    const subscriber = await this.subscriptions.byUnsubscribeToken(token);
    if (!subscriber) return sendPage(res, 404, unknownLinkPage());
    // The page's forms carry the secret the visitor came with: the database has only its hash.
    sendPage(res, 200, preferencesPage(subscriber.language, token as string, subscriber.status));
  }

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Unsubscribe in one action (RFC 8058 one-click, and the preferences page)',
    description:
      'A mail client posts List-Unsubscribe=One-Click to the List-Unsubscribe URL (token in the query), ' +
      'from anywhere: this path alone is not refused for coming from another site. The preferences ' +
      'page posts token in the body. The address stays on the suppression list.',
  })
  @tokenQuery("The secret of the subscriber's links (or token in the body)")
  @ApiConsumes(FORM_CONTENT_TYPE)
  @formBody({ 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] }, token: TOKEN_SCHEMA }, [])
  @ApiResponse({ status: 200, ...page("Unsubscribed: a page in the subscriber's language") })
  @ApiResponse({ status: 404, ...page('No subscriber has this link') })
  async unsubscribe(
    @Query('token') queryToken: unknown,
    @Body() body: unknown,
    @Res() res: Response,
  ): Promise<void> {
    const subscriber = await this.subscriptions.byUnsubscribeToken(queryToken ?? field(body, 'token'));
    if (!subscriber) return sendPage(res, 404, unknownLinkPage());
    const left = await this.subscriptions.unsubscribe(subscriber);
    sendPage(res, 200, unsubscribedPage(left.language));
  }

  @Post('language')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Change the newsletter's language (from the preferences page)" })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @formBody({ token: TOKEN_SCHEMA, idioma: { type: 'string', enum: [...NEWSLETTER_LANGUAGES] } }, [
    'token',
    'idioma',
  ])
  @ApiResponse({ status: 200, ...page('Saved: the preferences page, in the new language') })
  @ApiResponse({ status: 400, ...page('idioma is not es or en: the preferences page as it was') })
  @ApiResponse({ status: 404, ...page('No subscriber has this link') })
  @ApiCrossSiteRefused()
  async language(@Body() body: unknown, @Res() res: Response): Promise<void> {
    const token = field(body, 'token');
    const subscriber = await this.subscriptions.byUnsubscribeToken(token);
    if (!subscriber) return sendPage(res, 404, unknownLinkPage());
    const idioma = field(body, 'idioma');
    // A subscriber was found, so the secret is a well-formed one; the page carries it on, never the hash.
    const secret = token as string;
    const { status } = subscriber;
    if (idioma !== 'es' && idioma !== 'en')
      return sendPage(res, 400, preferencesPage(subscriber.language, secret, status));
    await this.subscriptions.changeLanguage(subscriber, idioma);
    sendPage(res, 200, preferencesPage(idioma, secret, status, true));
  }
}
