import { Injectable, NotImplementedException } from '@nestjs/common';
import { type Booking } from './booking.entity';
import { type Reserved } from './booking.service';
import { type CreateBookingDto } from './dto/create-booking.dto';
import { type PublicBookingDto } from './dto/public-booking.dto';

/**
 * A visitor's booking as a consultation request: the slot rule first, then the form's rate limits, then the
 * request created (or the visitor's pending one joined), then the slot taken for it.
 */
@Injectable()
export class BookingIntake {
  /** Validates nothing (the DTO did), applies the rate limits like the form, creates or joins the request, books. */
  book(_request: CreateBookingDto, _address: string | undefined): Promise<Reserved> {
    return Promise.reject(new NotImplementedException());
  }

  /** What the visitor may see of a booking (PublicBooking). */
  view(_booking: Booking): Promise<PublicBookingDto> {
    return Promise.reject(new NotImplementedException());
  }
}
