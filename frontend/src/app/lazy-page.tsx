import { use, type ComponentType } from 'react';

export type LazyPage = (() => React.JSX.Element) & {
  /** The page's source file relative to the frontend root, as the build manifest keys it. */
  module: string;
  /** Starts loading the page's code; resolves when it can render without suspending. */
  preload(): Promise<void>;
};

/**
 * A page in `src/pages/<file>.tsx`, loaded in its own chunk. Unlike React.lazy, a page that has been
 * preloaded renders at once, so the client loads the current page's chunk first and hydrates without
 * suspending. The prerenderer waits for the same promise, so every page is rendered complete.
 */
export function page(file: string, exportName: string): LazyPage {
  let Loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= import(`../pages/${file}.tsx`).then((module: Record<string, ComponentType>) => {
      const component = module[exportName];
      if (!component) throw new Error(`src/pages/${file}.tsx exports no ${exportName}`);
      Loaded = component;
    }));

  function Page() {
    if (!Loaded) use(preload());
    const Component = Loaded as unknown as ComponentType;
    return <Component />;
  }
  return Object.assign(Page, { module: `src/pages/${file}.tsx`, preload });
}
