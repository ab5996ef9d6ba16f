import { lazy } from 'react';

// The Blog tab comes with its editor and the Markdown renderer: its code is loaded when the tab is first opened.
export const BlogTab = lazy(() => import('./components/blog-tab'));
