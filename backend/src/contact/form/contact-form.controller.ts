import { Body, Controller, HttpStatus, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { BODY_LIMIT } from '../../common/body-parsers';
import { FORM_CONTENT_TYPE, sendNotTaken } from '../../common/forms';
import { CASE_TYPES } from '../../contacts/contact-submission.entity';
import { CONSENT_LANGUAGES, PRIVACY_POLICY_VERSIONS } from '../consent';
import { ContactService } from '../contact.service';
import { invalidFieldsPage } from './form-messages';
import { FormSite, THANK_YOU_PATHS } from './form-site';
import { formLanguage, isSpam, readForm, validateForm } from './form-values';
import { InvalidFormLimits } from './invalid-form-limits';
import { compressedResource, send } from '../../site/representation';

const HTML = 'text/html; charset=utf-8';

const html = (description: string, headers?: Record<string, { description: string; schema: object }>) => ({
  description,
  headers,
  content: { 'text/html': { schema: { type: 'string' } } },
});

/** The body schema ApiBody takes (the library does not export the type by name). */
type BodySchema = NonNullable<Extract<Parameters<typeof ApiBody>[0], { schema?: unknown }>['schema']>;

const FORM_SCHEMA: BodySchema = {
  type: 'object',
  required: ['nombre', 'email', 'telefono', 'tipo_caso', 'mensaje'],
  properties: {
    nombre: { type: 'string', example: 'María Pérez' },
    email: { type: 'string', example: 'maria@example.com' },
    telefono: { type: 'string', example: '+57 300 123 4567' },
    tipo_caso: { type: 'string', enum: [...CASE_TYPES] },
    mensaje: { type: 'string', example: 'Necesito asesoría sobre un proceso de divorcio.' },
    consent: {
      type: 'string',
      enum: ['on'],
      description: 'The checkbox: "on" when ticked, absent otherwise',
    },
    idioma: {
      type: 'string',
      enum: [...CONSENT_LANGUAGES],
      description: 'Language of the page the form was on',
    },
    version_politica: { type: 'string', enum: [...PRIVACY_POLICY_VERSIONS] },
    website: { type: 'string', description: 'The hidden anti-spam field; people leave it empty' },
    return: {
      type: 'string',
      example: '/servicios/derecho-penal',
      description:
        'The page the form is on (a path of this site). Only chooses the page an invalid post is shown ' +
        "on; anything else means the language's home page. Never a redirect target.",
    },
  },
};

/**
 * The consultation form as the browser posts it when the page's script never ran: the same rules,
 * limits and storage as POST /api/contact (through ContactService), answered with pages.
 */
@ApiTags('contact')
@Controller('contact')
export class ContactFormController {
  constructor(
    private readonly contact: ContactService,
    private readonly site: FormSite,
    private readonly invalidLimits: InvalidFormLimits,
  ) {}

  @Post('form')
  @ApiOperation({
    summary: 'Send a free-consultation request from the page without JavaScript',
    description:
      'Public. The prerendered form posts here when its script has not run. Same validation, Spanish ' +
      'messages, hidden-field check, rate limits, same-origin check, consent record, storage and ' +
      'notifications as POST /api/contact; the answers are pages. A filled hidden field gets the same ' +
      '303 and nothing is stored.',
  })
  @ApiConsumes(FORM_CONTENT_TYPE)
  @ApiProduces('text/html')
  @ApiBody({ schema: FORM_SCHEMA })
  @ApiResponse({
    status: HttpStatus.SEE_OTHER,
    description: 'Stored: to the thank-you page in the form language (/gracias or /en/thank-you)',
    headers: { Location: { description: 'The thank-you page', schema: { type: 'string' } } },
  })
  @ApiResponse({
    status: HttpStatus.BAD_REQUEST,
    ...html(
      'A field breaks its rule: the page the form was on, with the typed values, each message beside its ' +
        'field and a summary at the top of the form; or a body that cannot be read',
    ),
  })
  @ApiResponse({ status: HttpStatus.FORBIDDEN, ...html('Sent from another site: refused') })
  @ApiResponse({
    status: HttpStatus.PAYLOAD_TOO_LARGE,
    ...html(`Body over ${BODY_LIMIT.replace('kb', ' KB')}`),
  })
  @ApiResponse({
    status: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    ...html(`Content-Type is not ${FORM_CONTENT_TYPE}`),
  })
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    ...html(
      'Too many accepted requests, or too many invalid ones, from this address: a page saying how long ' +
        'to wait',
      {
        'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
      },
    ),
  })
  @ApiResponse({
    status: HttpStatus.SERVICE_UNAVAILABLE,
    ...html('The database cannot take the request now: nothing stored; try again in a moment', {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } },
    }),
  })
  async submit(
    @Body() body: unknown,
    @Ip() address: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const values = readForm(body);
    const language = formLanguage(values, values.return);
    const back = this.site.formPath(values.return, language);
    const thankYou = THANK_YOU_PATHS[language];
    if (isSpam(values)) return res.redirect(HttpStatus.SEE_OTHER, thankYou);

    try {
      const validated = await validateForm(values);
      if (!validated.ok) {
        // Each invalid post costs a page: counted per address, and sent in the encoding the client takes.
        const { errors } = validated;
        const answer = await this.invalidLimits.within(
          address,
          async () =>
            (await this.site.invalidPage(back, values, errors)) ?? invalidFieldsPage(language, errors),
        );
        return send(req, res, compressedResource({ 'Content-Type': HTML }, answer), 400);
      }
      await this.contact.submit(validated.request, address);
    } catch (error) {
      if (!sendNotTaken(res, error, language, this.site.chatLink(language), back)) throw error;
      return;
    }
    res.redirect(HttpStatus.SEE_OTHER, thankYou);
  }
}
