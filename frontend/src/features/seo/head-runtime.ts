// What the browser needs to rebuild <head> after a client-side navigation; loaded on demand.
import { canonicalPathname, pageHead, type PageHead } from './page-head';

export { applyHead } from './apply-head';

export function headFor(pathname: string): PageHead {
  return pageHead(canonicalPathname(pathname));
}
