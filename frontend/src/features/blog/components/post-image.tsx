import type { CSSProperties } from 'react';
import type { BlogImage } from '../../../content/blog-posts';

interface PostImageProps {
  image: BlogImage;
  /** The article's lead image loads eagerly; card images below the fold wait. */
  loading?: 'eager' | 'lazy';
  radius?: boolean;
}

/** A plain <img> with the intrinsic size, so the browser reserves its box before it loads. */
export function PostImage({ image, loading = 'lazy', radius = false }: PostImageProps) {
  const style: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: radius ? 'var(--mantine-radius-md)' : undefined,
  };
  return (
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      // The article's lead image is the page's largest paint: fetch it before the scripts.
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      style={style}
    />
  );
}
