import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Mantine's default blue gives white button text only 3.55:1. Navy shade 7 gives 7.3:1 against
// white (shade 6: 5.4:1), so filled buttons and links pass WCAG AA in both schemes.
const navy: MantineColorsTuple = [
  '#eef3f9',
  '#dbe4f0',
  '#b5c7de',
  '#8ca8cb',
  '#6a8dba',
  '#5479ae',
  '#456ba3',
  '#2f5790',
  '#1e4477',
  '#12325c',
];

// Accent for small highlights; only shades 7+ (5.2:1 and up) may carry text on white.
const teal: MantineColorsTuple = [
  '#e6f7f6',
  '#c9ebe8',
  '#97d6d0',
  '#62c0b7',
  '#38aca2',
  '#1f9d92',
  '#0f8c82',
  '#0b7a71',
  '#076b63',
  '#005c55',
];

// Mantine's error colour is red.6 (3.3:1 on white, too faint for field messages); these shades keep
// red.6 at 5.6:1 so every error message and destructive toast is readable.
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#e03131',
  '#c92a2a',
  '#b02525',
  '#961f1f',
  '#7d1a1a',
];

const systemSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: { light: 7, dark: 6 },
  colors: { navy, teal, red },
  fontFamily: systemSans,
  // A serif for headings reads as "law firm" without loading a web font from another host.
  headings: { fontFamily: 'Georgia, "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});
