/**
 * The rest of Arco's CSS (src/app/arco-styles-rest.css, decision 0060): the first pages load it
 * only after they have painted (decision 0069), so code in src/lib and src/components that opens
 * an Arco component outside the start-up CSS (a Modal on /login, say) waits for it first. The app
 * installs the loader at start-up (src/app/arco-styles-rest.ts); until then, and in tests, there
 * is nothing to wait for.
 */
let loader: () => Promise<void> = () => Promise.resolve();

export function setRestStylesLoader(load: () => Promise<void>): void {
  loader = load;
}

/** Resolves once the rest of Arco's CSS has loaded (or failed: a dialog with fewer styles beats none). */
export function whenRestStyles(): Promise<void> {
  return loader();
}
