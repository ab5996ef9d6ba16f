import { ERROR_CODES_HEADER, throwIfResNotOk } from '../../../../lib/api/client';
import type { ImageRef } from '../../../../lib/api/endpoints';

/** Uploads one image (a photo of the site, a post's cover or body image; multipart, field `file`); the server re-encodes it and answers where its variants are. */
export async function uploadImage(file: File): Promise<ImageRef> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/admin/images', {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: ERROR_CODES_HEADER,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as ImageRef;
}
