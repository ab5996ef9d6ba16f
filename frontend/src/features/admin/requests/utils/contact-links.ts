// Links that let staff answer a request in one tap: mail, phone call and a WhatsApp chat.

/**
 * Both halves percent-encoded, so nothing in a stored address (a '?', '&' or '%' from older or imported
 * rows) can add headers or recipients to the message: the link always has exactly one recipient.
 */
export function mailtoHref(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(email)}`;
  return `mailto:${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

/** Keeps a leading + (international format) and the digits; spaces, dashes and brackets go. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}

/**
 * A chat link only for a number that can have WhatsApp, as the full international number in digits (what
 * wa.me wants). By the rule (`mark` null, staff said nothing), a Colombian number can when it is a mobile
 * (ten digits starting with 3); a Colombian landline ((604) 444 1234, +57 601 …) gets the call link alone,
 * as a chat link would open nothing; a number of another country, written with its code, may be a mobile
 * there: the chat is offered. Staff's word (`mark`) overrides the rule: true for a landline with WhatsApp
 * Business, false for a mobile without WhatsApp. Visitors mostly type a Colombian number without the
 * country code (300 123 4567, 604 444 1234): 57 is added to its ten digits.
 */
export function whatsappHref(phone: string, mark: boolean | null = null): string | null {
  if (mark === false) return null;
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international && digits.length === 10) digits = `57${digits}`;
  const colombian = !international || digits.startsWith('57');
  // wa.me cannot open a chat for something that is not a whole phone number: a Colombian one is a mobile
  // (3 and nine digits) or a landline (60, its area's digit and seven more).
  const whole = colombian ? /^57(?:3\d{9}|60\d{8})$/.test(digits) : digits.length >= 8 && digits.length <= 15;
  if (!whole) return null;
  const mobile = !colombian || digits.startsWith('573');
  return mark === true || mobile ? `https://wa.me/${digits}` : null;
}

/** What the rule says of a number before staff mark it: whether it offers a chat link. */
export const whatsappByRule = (phone: string): boolean => whatsappHref(phone) !== null;

/** Whether staff can mark a number as having WhatsApp at all: a whole number a chat link could open. */
export const whatsappMarkable = (phone: string): boolean => whatsappHref(phone, true) !== null;
