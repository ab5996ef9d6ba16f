import type { ImageRef } from '../../../../lib/api/endpoints';

/** The preview's width: enough for a phone and the panel's column. */
export const PREVIEW_WIDTH = 320;

/** The variant nearest the preview's width, at least as wide when one is. */
export function previewOf(photo: ImageRef): string {
  const webp = photo.variants.filter((variant) => variant.type === 'image/webp');
  const candidates = webp.length > 0 ? webp : photo.variants;
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  return (sorted.find((variant) => variant.width >= PREVIEW_WIDTH) ?? sorted[sorted.length - 1]).url;
}
