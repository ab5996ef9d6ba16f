import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  keys,
  mergeMantineTheme,
  px,
  type MantineThemeOverride,
} from '@mantine/core';

type Variables = ReturnType<typeof defaultCssVariablesResolver>;

/** The variables of `theme` that differ from Mantine's defaults (those come in default-css-variables.css). */
function themeVariables(theme: MantineThemeOverride): Variables {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const merged = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  const changed = (group: keyof Variables) => {
    const base: Record<string, string> = defaults[group];
    return Object.fromEntries(
      Object.entries(merged[group]).filter(([name, value]) => base[name] !== value),
    ) as Variables[typeof group];
  };
  return { variables: changed('variables'), light: changed('light'), dark: changed('dark') };
}

/** Mantine's hiddenFrom / visibleFrom classes for the theme's breakpoints. */
function breakpointClasses(theme: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, theme);
  return keys(breakpoints)
    .map((name) => {
      const value = px(breakpoints[name]) as number;
      return (
        `@media (max-width: ${em(value - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}` +
        `@media (min-width: ${em(value)}) {.mantine-hidden-from-${name} {display: none !important;}}`
      );
    })
    .join('');
}

/**
 * The stylesheet MantineProvider would otherwise write as <style> elements inside <body> on every page
 * (where HTML does not allow them): the theme's CSS variables and the responsive visibility classes.
 * The build puts it into the site's stylesheet (see vite.config.ts).
 */
export function themeCss(theme: MantineThemeOverride): string {
  return `${convertCssVariables(themeVariables(theme))}\n${breakpointClasses(theme)}\n`;
}
