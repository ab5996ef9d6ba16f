// Firm facts live in the shared workspace, which the server's emails read too.
export { firm, whatsappDigits, whatsappUrl } from '@abogados/shared';

export function telHref(number: string): string {
  return `tel:${number.replace(/\s/g, '')}`;
}
