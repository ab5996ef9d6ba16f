// The client entry: small, and all a public page runs until the visitor does something. A prerendered
// page is complete without its code (the CSS it and its scripts use inlined, its links plain links, its
// forms posting without JavaScript), so the app (React, the router, the page's code) is fetched on the
// visitor's first interaction: a pointer moving or pressing, a touch, a key, a focus, a scroll. Until the
// app hydrates, tracked clicks count, forms keep what is typed and hold their submit (form-hydration.ts),
// and a button pressed is pressed again once React owns it (held-clicks.ts). Staff pages, drawn by their
// code, fetch it at once.
import './app/mantine-styles';
import { guardFormsUntilHydrated } from './components/form-hydration';
import { holdButtonPressesUntilHydrated } from './components/held-clicks';
import { trackClicks } from './lib/analytics';
import { smoothScrollLinks } from './lib/smooth-scroll-links';
import { addNamedStylesheet } from './lib/stylesheet';
import {
  PAGE_CODE_ID,
  SITE_CONTENT_ID,
  START_ATTRIBUTE,
  START_ON_INTERACTION,
} from './server/site-content-id';

trackClicks();
smoothScrollLinks();
const prerendered = Boolean(
  document.getElementById('root')?.firstElementChild && document.getElementById(SITE_CONTENT_ID),
);
if (prerendered) guardFormsUntilHydrated();

/** The page's own chunks, listed by the server in a data block. */
function pageCode(): string[] {
  const list = document.getElementById(PAGE_CODE_ID)?.textContent;
  return list ? (JSON.parse(list) as string[]) : [];
}

let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./app/start');
  // The page's chunks beside the app's, in a task of their own (app/start.tsx waits for them to hydrate;
  // a chunk that fails here fails there too, and is reported there).
  setTimeout(() => {
    for (const href of pageCode()) import(/* @vite-ignore */ href).catch(() => undefined);
  }, 0);
}

// The few rules of the page's CSS the build keeps out of its inline CSS (CSS the HTML checker does not
// know yet) come after the frame that paints the page, interaction or not.
requestAnimationFrame(() => setTimeout(() => addNamedStylesheet('later'), 0));

const FIRST_INTERACTION = [
  'pointermove',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
];
const waitsForInteraction =
  prerendered &&
  document.getElementById(PAGE_CODE_ID)?.getAttribute(START_ATTRIBUTE) === START_ON_INTERACTION;
if (waitsForInteraction) {
  holdButtonPressesUntilHydrated();
  const onFirstInteraction = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirstInteraction, true);
    start();
  };
  for (const type of FIRST_INTERACTION) {
    window.addEventListener(type, onFirstInteraction, { capture: true, passive: true });
  }
} else {
  start();
}
