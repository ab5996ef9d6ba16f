/** The element holding the site content a page was rendered from (read by app/start.tsx). */
export const SITE_CONTENT_ID = 'site-content';

/** The data block listing the page's own chunks, which the client entry preloads (entry-client.tsx). */
export const PAGE_CODE_ID = 'page-code';

/** On the page-code block of a public page: the client entry fetches the app on the first interaction. */
export const START_ATTRIBUTE = 'data-start';
export const START_ON_INTERACTION = 'on-interaction';
