import { Box } from '@mantine/core';
import responsive from '../../../components/responsive.module.css';
import classes from './blog.module.css';

/**
 * The post's text, as the server rendered it from the Markdown staff wrote (raw HTML in it is escaped,
 * links are checked, headings have ids), so it is the same HTML in the page and after hydration.
 */
export function PostBody({ html }: { html: string }) {
  return <Box className={`${responsive.lead} ${classes.body}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
