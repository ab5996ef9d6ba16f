import {
  memo,
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { releaseToBrowser } from './form-hydration';
import { DEFERRED_PART_ATTRIBUTE, PART_HYDRATED_ATTRIBUTE } from './held-clicks';

const noSubscription = () => () => undefined;

/**
 * True while React hydrates this component from server HTML (it then reads the server snapshot), false
 * when it renders on the client, e.g. after a client-side navigation. This holds inside Suspense
 * boundaries too, which React hydrates after the rest of the page.
 */
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

/** How far below the viewport a deferred part starts loading, so it is ready when the visitor gets there. */
const LOAD_MARGIN = '600px 0px';

export interface DeferredOptions {
  /** Space kept while the code loads after a client-side navigation, so nothing jumps. */
  minHeight?: number;
}

// Every deferred part created so far. The prerenderer loads them all before rendering: a part that
// suspends during `prerender` is written out as hidden HTML plus an inline script that moves it into
// place, which a browser without JavaScript never runs.
const registry = new Set<() => Promise<void>>();

/** Loads the code of every deferred part, including parts that loading others brings in. */
export async function loadAllDeferred(): Promise<void> {
  let loaded = 0;
  while (loaded < registry.size) {
    loaded = registry.size;
    await Promise.all([...registry].map((load) => load()));
  }
}

/**
 * A part of a page whose code is not in the page's first download. On the server and after client-side
 * navigation it renders as usual (loading at once). In prerendered HTML being hydrated, its HTML stays on
 * screen as it is (links work as plain links) and its code is fetched when it comes within LOAD_MARGIN
 * of the viewport or is focused or touched; React then hydrates it in place.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { minHeight }: DeferredOptions = {},
): ComponentType<P> {
  let Loaded: ComponentType<P> | null = null;
  let code: Promise<void> | null = null;
  let ready: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const start = () =>
    (code ??= load().then((component) => {
      Loaded = component;
      ready();
    }));
  registry.add(start);

  function Inner({ part, ...props }: P & { part: RefObject<HTMLDivElement | null> }): ReactNode {
    const hydrating = useHydrating();
    // Once React owns the part, a press held before (held-clicks.ts) can be made again.
    useEffect(() => part.current?.setAttribute(PART_HYDRATED_ATTRIBUTE, ''), [part]);
    if (!Loaded) {
      // The prerenderer (no window) and client-side renders load at once; hydration waits for the viewport.
      if (!hydrating || typeof window === 'undefined') void start();
      use(loaded);
    }
    const Component = Loaded as unknown as ComponentType<P>;
    return <Component {...(props as P)} />;
  }

  function Part(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = ref.current;
      if (!element) return;
      // If the code cannot be loaded, its forms are left to the browser, which can post them without it.
      const now = () => void start().catch(() => releaseToBrowser(element));
      if (typeof IntersectionObserver === 'undefined') return now();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) now();
        },
        { rootMargin: LOAD_MARGIN },
      );
      observer.observe(element);
      element.addEventListener('focusin', now);
      element.addEventListener('pointerdown', now);
      return () => {
        observer.disconnect();
        element.removeEventListener('focusin', now);
        element.removeEventListener('pointerdown', now);
      };
    }, []);
    return (
      <div ref={ref} {...{ [DEFERRED_PART_ATTRIBUTE]: '' }}>
        <Suspense fallback={minHeight ? <div style={{ minHeight }} /> : null}>
          <Inner {...props} part={ref} />
        </Suspense>
      </div>
    );
  }

  // memo: a re-render of the page must not reach a part still waiting to hydrate (React would then
  // give up hydrating it and render it afresh).
  return memo(Part) as unknown as ComponentType<P>;
}
