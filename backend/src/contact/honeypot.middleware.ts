import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { fillsHoneypot } from '../common/forms';
import { type ContactCreatedDto } from './dto/contact-created.dto';

/**
 * A JSON request that filled the honeypot gets the same 201 a person gets, before validation and before
 * the rate limit, and nothing is stored: a bot learns neither that it was caught nor which field it got
 * wrong. A middleware rather than an interceptor, because it must answer before the validation pipe and
 * costs nothing on the way of a person's request.
 */
@Injectable()
export class HoneypotMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Contact');

  use(req: Request, res: Response, next: NextFunction): void {
    // The same JSON types the endpoint accepts (JsonContentTypeGuard), or a bot could step around it.
    if (!req.is(['application/json', 'application/*+json']) || !fillsHoneypot(req.body)) return next();
    this.logger.log('Discarded a consultation request that filled the hidden field');
    const decoy: ContactCreatedDto = {
      id: 1 + Math.floor(Math.random() * 100_000),
      createdAt: new Date().toISOString(),
    };
    res.status(201).json(decoy);
  }
}
