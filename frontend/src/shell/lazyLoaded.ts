import { createElement, lazy, type ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * React.lazy that renders at once when its module has already arrived (fetched ahead): React.lazy
 * suspends on its first render whatever happened before, and React keeps a fallback it has shown for
 * up to half a second before revealing what replaced it. `load` fetches the module (once).
 */
export function lazyLoaded(load: Loader): { component: ComponentType; load: Loader } {
  let loaded: ComponentType | undefined;
  let loading: ReturnType<Loader> | undefined;
  const loadOnce: Loader = () => {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function LazyLoaded() {
    return createElement(loaded ?? Lazy);
  }
  return { component: LazyLoaded, load: loadOnce };
}
