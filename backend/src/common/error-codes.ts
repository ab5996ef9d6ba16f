/**
 * Codes for the refusals a client words itself (the staff panel, in its language): each message a part of
 * the server answers with is registered here under a code, and the error filter adds the code to the answer
 * beside the message. A message nobody registered gets no code; the panel then says something general.
 */
const CODES = new Map<string, string>();

/** Registers each message of a set under `<prefix>.<key>` ("upload.tooLarge"). */
export function registerErrorCodes(prefix: string, messages: Readonly<Record<string, string>>): void {
  for (const [key, message] of Object.entries(messages)) CODES.set(message, `${prefix}.${key}`);
}

export function errorCodeOf(message: string): string | undefined {
  return CODES.get(message);
}
