// A prerendered button does nothing until React owns it: its handler is React's. A press on one in that
// window is held and made again once React does, so the first tap counts (the menu opens, the question
// opens, late rather than never). That window is the app's arrival for the page, and, after it, the
// arrival of the code of a part of the page that comes later (deferred.tsx). Submit buttons are left to
// their form's guard (form-hydration.ts). Where the pointer rests and what has the focus are told to React
// when the app hydrates as well, since it did not see them arrive (a menu that opens on hover or focus opens).

/** On the element around a part whose code comes later (deferred.tsx); PART_HYDRATED_ATTRIBUTE once React owns it. */
export const DEFERRED_PART_ATTRIBUTE = 'data-deferred-part';
export const PART_HYDRATED_ATTRIBUTE = 'data-part-hydrated';
const NOT_YET_REACTS = `[${DEFERRED_PART_ATTRIBUTE}]:not([${PART_HYDRATED_ATTRIBUTE}])`;

/** Presses the button once React owns it: at once, or when the part of the page it is in has hydrated. */
function pressWhenOwned(button: HTMLButtonElement): void {
  const press = () => button.isConnected && button.click();
  const part = button.closest(NOT_YET_REACTS);
  if (!part) return void press();
  const observer = new MutationObserver(() => {
    if (!part.hasAttribute(PART_HYDRATED_ATTRIBUTE)) return;
    observer.disconnect();
    press();
  });
  observer.observe(part, { attributes: true, attributeFilter: [PART_HYDRATED_ATTRIBUTE] });
}

/** Sent on window by the app once it has hydrated the page (app/start.tsx). */
export const APP_HYDRATED_EVENT = 'app-hydrated';

/**
 * Called by the client entry: holds presses on the page's buttons until APP_HYDRATED_EVENT, then makes
 * them; after it, holds presses on buttons in a deferred part until that part has hydrated.
 */
export function holdButtonPressesUntilHydrated(win: Window = window): void {
  const held: HTMLButtonElement[] = [];
  let appHydrated = false;
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit' || button.disabled) return;
    if (appHydrated && !button.closest(NOT_YET_REACTS)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (appHydrated) pressWhenOwned(button);
    else held.push(button);
  };
  win.addEventListener('click', onClick, true);
  win.addEventListener(
    APP_HYDRATED_EVENT,
    () => {
      appHydrated = true;
      tellWhereThePointerAndFocusAre(win.document);
      for (const button of held.splice(0)) pressWhenOwned(button);
    },
    { once: true },
  );
}

/** The enter and focus events React derives its hover and focus handlers from, sent as they were missed. */
function tellWhereThePointerAndFocusAre(doc: Document): void {
  const hovered = [...doc.querySelectorAll(':hover')].pop();
  if (hovered) {
    hovered.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, relatedTarget: null }));
    hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
  }
  const focused = doc.activeElement;
  if (focused && focused !== doc.body) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Called by the app once React has hydrated the page. */
export function announceHydrated(win: Window = window): void {
  win.dispatchEvent(new Event(APP_HYDRATED_EVENT));
}
