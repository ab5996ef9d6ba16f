import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §2: every navigation to a new route starts at the top, instantly (no smooth scroll). The page as it
 * was loaded is left where the browser and the visitor put it: at its #anchor, where a reload was, or
 * wherever the visitor scrolled before the app hydrated.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
