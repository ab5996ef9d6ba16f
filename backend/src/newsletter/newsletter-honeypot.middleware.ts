import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { fillsHoneypot } from '../common/forms';
import { SUBSCRIBE_ACCEPTED } from './dto/subscribe.dto';

/**
 * A JSON subscription that filled the hidden field gets the same 202 a person gets, before validation and
 * the rate limit, and nothing is stored or sent (as the consultation form's HoneypotMiddleware does).
 */
@Injectable()
export class NewsletterHoneypotMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Newsletter');

  use(req: Request, res: Response, next: NextFunction): void {
    if (!req.is(['application/json', 'application/*+json']) || !fillsHoneypot(req.body)) return next();
    this.logger.log('Discarded a subscription that filled the hidden field');
    const idioma = (req.body as { idioma?: unknown }).idioma;
    res.status(202).json({ message: SUBSCRIBE_ACCEPTED[idioma === 'en' ? 'en' : 'es'] });
  }
}
