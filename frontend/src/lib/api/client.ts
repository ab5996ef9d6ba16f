// The one place the SPA talks HTTP. Behaviour follows SPEC §7/§8 exactly: cookies always,
// a JSON body only when there is a payload, and any non-2xx becomes `Error("<status>: <body>")`.
import type { QueryFunction } from '@tanstack/react-query';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Throws `${status}: ${body}` (status text when the body is empty) for any non-2xx response. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/**
 * Asks the API to name what it refuses by code as well as in its own (English) words, so the panel can say
 * it in the staff member's language (features/admin/shared/utils/api-error.ts).
 */
export const ERROR_CODES_HEADER = { 'X-Error-Detail': 'codes' } as const;

export async function apiRequest(
  method: HttpMethod,
  url: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  const hasBody = data !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody
      ? { ...ERROR_CODES_HEADER, ...headers, 'Content-Type': 'application/json' }
      : { ...ERROR_CODES_HEADER, ...headers },
    body: hasBody ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** GET a URL and parse JSON; a 401 becomes `null` when the caller treats "logged out" as data. */
export function getJson<T>(url: string, on401?: 'throw'): Promise<T>;
export function getJson<T>(url: string, on401: UnauthorizedBehavior): Promise<T | null>;
export async function getJson<T>(url: string, on401: UnauthorizedBehavior = 'throw'): Promise<T | null> {
  const res = await fetch(url, { credentials: 'include', headers: ERROR_CODES_HEADER });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Query function for TanStack Query: the key's segments joined with '/' are the URL. */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey }) => getJson<T>(queryKey.join('/'), on401);
}
