// A meeting kind's id is what its bookings record, so it never changes once saved; staff never type it. A
// kind added in the panel gets one from its Spanish name when it is first saved ("Consulta en la oficina"
// becomes "consulta-en-la-oficina"), unlike every other kind's.
import { headingId, type BookingAvailability, type MeetingKind } from '@abogados/shared';

const ID_MAX = 40;

/** Lower-case letters, digits and dashes from a name, as a heading's id is made ("Consulta en línea": "consulta-en-linea"). */
export const idOf = (name: string): string => headingId(name).slice(0, ID_MAX).replace(/-+$/, '');

/** The availability as it is sent: each new kind (id '') with an id of its own, unlike the others'. */
export function withKindIds(availability: BookingAvailability): BookingAvailability {
  const taken = new Set(availability.kinds.map((kind) => kind.id).filter(Boolean));
  const kinds = availability.kinds.map((kind): MeetingKind => {
    if (kind.id) return kind;
    const base = idOf(kind.name.es);
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return { ...kind, id };
  });
  return { ...availability, kinds };
}
