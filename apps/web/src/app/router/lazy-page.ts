import type { ComponentType } from 'react';

const RELOAD_KEY = 'chunkReloaded';

/** Whether an error is a failed dynamic import (a deploy replaced the chunk files). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

/** SPEC §8: a chunk load failure reloads the page, once; a second failure shows the error page. */
export async function importWithReload<M>(load: () => Promise<M>): Promise<M> {
  try {
    const module = await load();
    window.sessionStorage.removeItem(RELOAD_KEY);
    return module;
  } catch (error) {
    if (isChunkLoadError(error) && window.sessionStorage.getItem(RELOAD_KEY) === null) {
      window.sessionStorage.setItem(RELOAD_KEY, '1');
      window.location.reload();
      return new Promise<M>(() => undefined);
    }
    throw error;
  }
}

/** A route `lazy` that loads one named page component from its own chunk. */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await importWithReload(load)) });
}
