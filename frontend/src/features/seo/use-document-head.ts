import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteContent } from '../../content/site-content-context';

/** The origin absolute URLs are built on: the server-rendered canonical's (PUBLIC_URL), else this page's. */
function siteOrigin(): string {
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  return canonical ? new URL(canonical.href).origin : window.location.origin;
}

/**
 * Keeps <head> (title, <html lang>, description, canonical, hreflang, social tags, JSON-LD) in step
 * with the route on client-side navigation. Called once, in the layouts. A prerendered page arrives
 * with its head, so the head code (every page's metadata) is fetched only on the first navigation.
 */
export function useDocumentHead(): void {
  const { pathname } = useLocation();
  const content = useSiteContent();
  const initial = useRef(pathname);
  useEffect(() => {
    const prerendered = document.head.querySelector('[data-head]') !== null;
    if (pathname === initial.current && prerendered) return;
    initial.current = '';
    let current = true;
    void import('./head-runtime').then(({ pageHead, applyHead }) => {
      if (current) applyHead(pageHead(pathname, content), siteOrigin());
    });
    return () => {
      current = false;
    };
  }, [pathname, content]);
}
