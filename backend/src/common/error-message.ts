/** An error's own message (Node's fs errors fail `instanceof Error` under jest, so no instanceof). */
export function errorMessage(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}
