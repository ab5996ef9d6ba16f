import type { CSSProperties } from 'react';
import type { PostCover } from '../../../content/blog';

interface PostImageProps {
  image: PostCover;
  /** The article's lead image loads eagerly; card images below the fold wait. */
  loading?: 'eager' | 'lazy';
  radius?: boolean;
  /** How wide it shows, for the browser to pick from the srcset. */
  sizes: string;
}

/** An <img> with its intrinsic size (the browser reserves its box) and, for uploads, its WebP widths. */
export function PostImage({ image, loading = 'lazy', radius = false, sizes }: PostImageProps) {
  const style: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    borderRadius: radius ? 'var(--mantine-radius-md)' : undefined,
  };
  return (
    <img
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
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
