import type { PublicBooking } from '@abogados/shared';
import { apiRequest } from '../../lib/api/client';
import { httpFailureOf } from '../../lib/http-error';

export interface BookingBody {
  kind: string;
  start: string;
  nombre: string;
  email: string;
  telefono: string;
  tipo_caso: string;
  mensaje: string;
  consent: true;
  idioma: string;
  version_politica?: string;
  website?: string;
}

const managePath = (token: string, action: string) =>
  `/api/booking/manage/${encodeURIComponent(token)}/${action}`;

export async function createBooking(body: BookingBody): Promise<{ booking: PublicBooking; token: string }> {
  return (await (await apiRequest('POST', '/api/booking', body)).json()) as {
    booking: PublicBooking;
    token: string;
  };
}

export async function rescheduleBooking(token: string, start: string): Promise<PublicBooking> {
  const res = await apiRequest('POST', managePath(token, 'reschedule'), { start });
  return ((await res.json()) as { booking: PublicBooking }).booking;
}

export async function cancelBooking(token: string): Promise<PublicBooking> {
  const res = await apiRequest('POST', managePath(token, 'cancel'));
  return ((await res.json()) as { booking: PublicBooking }).booking;
}

/** The slot rule a refusal names (`taken`, `cap`, `grid`, …: the API's booking.slot.* codes), if it names one. */
export function slotProblemOf(error: unknown): string | null {
  const json = httpFailureOf(error)?.json as { code?: unknown } | undefined;
  const code = typeof json?.code === 'string' ? json.code : '';
  return code.startsWith('booking.slot.') ? code.slice('booking.slot.'.length) : null;
}

/** Whether a refusal says the private link was used up (410). */
export const linkGone = (error: unknown): boolean => httpFailureOf(error)?.status === 410;
