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
 * wa.me wants). A Colombian number can when it is a mobile (ten digits starting with 3): visitors mostly
 * type one without the country code (300 123 4567), and 57 is added. A Colombian landline ((604) 444 1234,
 * +57 601 …) gets the call link alone: a chat link would open nothing. A number of another country, written
 * with its code, may be a mobile there: the chat is offered.
 */
export function whatsappHref(phone: string): string | null {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  if (!international && /^3\d{9}$/.test(digits)) digits = `57${digits}`;
  const colombian = !international || digits.startsWith('57');
  if (colombian) return /^573\d{9}$/.test(digits) ? `https://wa.me/${digits}` : null;
  // wa.me cannot open a chat for something that is not a phone number.
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
