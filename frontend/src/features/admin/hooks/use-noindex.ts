import { useEffect } from 'react';

/**
 * Staff pages must stay out of search results. The server also sends X-Robots-Tag; this covers
 * crawlers that render the SPA. The previous value is put back when the page unmounts.
 */
export function useNoIndex(): void {
  useEffect(() => {
    const existing = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    const previous = existing?.content ?? null;
    const meta = existing ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    if (!existing) document.head.appendChild(meta);
    return () => {
      if (previous === null) meta.remove();
      else meta.content = previous;
    };
  }, []);
}
