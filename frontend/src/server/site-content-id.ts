/** The element holding the site content a page was rendered from (read by entry-client.tsx). */
export const SITE_CONTENT_ID = 'site-content';
