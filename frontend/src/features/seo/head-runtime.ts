// What the browser needs to rebuild <head> after a client-side navigation; loaded on demand.
export { applyHead } from './apply-head';
export { pageHead } from './page-head';
