import { hashToken } from './secret-token';

/** Providers that deliver every dotted spelling of a local part to one mailbox, under the name they go by. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  // Google's other name for the same mailboxes.
  'googlemail.com': 'gmail.com',
};

/**
 * The mailbox an address delivers to, for counting what is sent to a person: `Ana.Ruiz+news@GMail.com`,
 * `anaruiz@googlemail.com` and `anaruiz+x@gmail.com` are one mailbox. Lower case; the `+tag` of the local part
 * dropped (subaddressing: most providers deliver it to the untagged mailbox, and where one does not, counting
 * two addresses as one only sends less); for Gmail the dots dropped too, since Gmail ignores them. Nothing else
 * is guessed: other providers keep dots significant. A quoted local part (`"ana+ruiz"@…`) is left as written,
 * since `+` and dots are ordinary characters inside the quotes. Only ever compared, never sent to.
 */
export function mailboxKey(email: string): string {
  const address = email.trim();
  const at = address.lastIndexOf('@');
  if (at < 0) return address.toLowerCase();
  const local = address.slice(0, at);
  const written = address.slice(at + 1).toLowerCase();
  const dotless = Object.hasOwn(DOTLESS_DOMAINS, written);
  const domain = dotless ? DOTLESS_DOMAINS[written] : written;
  if (local.length >= 2 && local.startsWith('"') && local.endsWith('"')) return `${local}@${domain}`;
  let user = local.toLowerCase();
  const plus = user.indexOf('+');
  // "+tag@…" alone names no mailbox to strip it down to: it stays whole.
  if (plus > 0) user = user.slice(0, plus);
  if (dotless && user.replaceAll('.', '') !== '') user = user.replaceAll('.', '');
  return `${user}@${domain}`;
}

/** What a mailbox is stored under where it is only counted: SHA-256 (hex) of its key, so no address is kept. */
export function mailboxHash(email: string): string {
  return hashToken(mailboxKey(email));
}
