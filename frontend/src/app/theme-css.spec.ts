import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { theme } from './theme';
import { themeCss } from './theme-css';

/** The text of each <style> MantineProvider itself writes for the theme, keyed by its data-mantine-styles value. */
function providerStyles(): Record<string, string> {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme }, null));
  return Object.fromEntries(
    [...html.matchAll(/<style data-mantine-styles="([^"]*)">([\s\S]*?)<\/style>/g)].map((m) => [m[1], m[2]]),
  );
}

describe('themeCss', () => {
  it('is exactly the CSS variables and classes MantineProvider would write into the page', () => {
    const styles = providerStyles();
    expect(Object.keys(styles).sort()).toEqual(['classes', 'true']);
    expect(themeCss(theme)).toBe(`${styles.true}\n${styles.classes}\n`);
  });

  it('carries the theme: navy as the primary colour and the headings font', () => {
    const css = themeCss(theme);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-navy-filled)');
    expect(css).toContain('--mantine-font-family-headings: Georgia');
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}');
  });
});
