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
 * wa.me wants the full international number as digits. Most visitors type a Colombian mobile
 * without the country code (300 123 4567); 57 is added to those so the link opens the right chat.
 */
export function whatsappHref(phone: string): string | null {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('00')) digits = digits.slice(2);
  else if (!trimmed.startsWith('+') && /^3\d{9}$/.test(digits)) digits = `57${digits}`;
  // wa.me cannot open a chat for something that is not a phone number.
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
