import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api/client';
import type { PreviewSent } from '../../../../lib/api/newsletter';
import { campaignPath } from './get-campaign';

export async function sendNewsletterPreview(postId: string): Promise<PreviewSent> {
  const res = await apiRequest('POST', `${campaignPath(postId)}/preview`);
  return (await res.json()) as PreviewSent;
}

export function usePreview(postId: string) {
  return useMutation({ mutationFn: () => sendNewsletterPreview(postId) });
}
