import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

// The log-in page always lands on plain /admin. A signed-out click on the staff email's link
// (/admin?contact=42) would lose the request it points to, so the panel keeps the query string for the
// tab's session and puts it back once signed in.
const KEY = 'admin:return-to';

/** Called just before leaving for the log-in page. */
export function rememberReturnQuery(): void {
  try {
    if (window.location.search) window.sessionStorage.setItem(KEY, window.location.search);
  } catch {
    // Storage can be off (private mode, policy): the link then opens the plain panel, as before.
  }
}

function takeReturnQuery(): string | null {
  try {
    const saved = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    return saved;
  } catch {
    return null;
  }
}

/** Once signed in on plain /admin, goes back to the query string a signed-out visit came with. */
export function useReturnAfterLogin(authenticated: boolean): void {
  const [params, setParams] = useSearchParams();
  const plain = params.size === 0;
  // Only once, on signing in: later visits to plain /admin stay plain.
  const done = useRef(false);
  useEffect(() => {
    if (!authenticated || done.current) return;
    done.current = true;
    const saved = takeReturnQuery();
    if (saved && plain) setParams(new URLSearchParams(saved), { replace: true });
  }, [authenticated, plain, setParams]);
}
