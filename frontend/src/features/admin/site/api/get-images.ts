import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../../lib/api/client';
import type { StoredImage } from '../../../../lib/api/endpoints';

export const imagesQueryKey = ['/api/admin/images'] as const;

/** Every uploaded image, newest first, with where the site uses it. */
export function listImages(): Promise<StoredImage[]> {
  return getJson<StoredImage[]>(imagesQueryKey.join('/'));
}

export function getImagesQueryOptions() {
  return queryOptions({ queryKey: imagesQueryKey, queryFn: listImages });
}

/** Every uploaded image with its uses, read afresh each time the tab opens. */
export function useImages() {
  return useQuery({ ...getImagesQueryOptions(), refetchOnMount: 'always' });
}
