import { Injectable, Logger, type NestMiddleware } from '@nestjs/common';
import { type NextFunction, type Request, type Response } from 'express';
import { fillsHoneypot } from '../common/forms';
import { BookingIntake } from './booking-intake';

/**
 * A JSON booking that filled the hidden field gets the same 201 a person gets, a booking that looks made,
 * before validation and the rate limit, and nothing is stored (as the consultation form's HoneypotMiddleware
 * does).
 */
@Injectable()
export class BookingHoneypotMiddleware implements NestMiddleware {
  private readonly logger = new Logger('Booking');

  constructor(private readonly intake: BookingIntake) {}

  use(req: Request, res: Response, next: NextFunction): void {
    if (!req.is(['application/json', 'application/*+json']) || !fillsHoneypot(req.body)) return next();
    this.logger.log('Discarded a booking that filled the hidden field');
    this.intake.decoy(req.body as Record<string, unknown>).then(
      (decoy) => res.status(201).json(decoy),
      (error: unknown) => next(error),
    );
  }
}
