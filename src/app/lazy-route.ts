import type { ComponentType } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../protocol';
import { loadRestStyles, PAGES_WITHOUT_REST_STYLES } from './arco-styles-rest';

/** A page chunk that failed to load: recorded with its type and source, then nothing shown (spec 000 §8). */
export class ChunkLoadError extends Error {
  constructor(
    readonly type: 'timeout' | 'error',
    readonly source: string,
    cause?: unknown,
  ) {
    super(`page chunk ${source} failed to load (${type})`, { cause });
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, source: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', source)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('error', source, cause));
      },
    );
  });
}

const Nothing: ComponentType = () => null;

/**
 * The data router's `lazy` for one page component, so each page ships in its own chunk.
 * A chunk that fails or takes over 120 s resolves to an empty page instead of an error screen.
 */
export function lazyPage(source: string, load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    try {
      // A page that may render any Arco component waits for the rest of Arco's CSS (issue 28).
      const styles = PAGES_WITHOUT_REST_STYLES.has(source) ? null : loadRestStyles();
      const [Component] = await Promise.all([withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, source), styles]);
      return { Component };
    } catch (error) {
      console.warn(error);
      return { Component: Nothing };
    }
  };
}

/**
 * The same for a layout (the header and menus around pages): its own chunk keeps the shell off
 * pages that do not show it, such as /login (start-up budget, decision 0030). A layout chunk that
 * fails leaves the page itself shown without its frame rather than nothing.
 */
export function lazyLayout(source: string, load: () => Promise<ComponentType>): RouteObject['lazy'] {
  return async () => {
    try {
      const [Component] = await Promise.all([withTimeout(load(), CHUNK_LOAD_TIMEOUT_MS, source), loadRestStyles()]);
      return { Component };
    } catch (error) {
      console.warn(error);
      return { Component: Outlet };
    }
  };
}
