import module from "node:module";

/**
 * Node ≥ 22.1 keeps the code it compiles on disk (in the OS temp directory, unless NODE_COMPILE_CACHE says
 * otherwise; NODE_DISABLE_COMPILE_CACHE=1 turns it off). Called by each entry before it imports the bundle, so
 * every run after the first skips compiling it. Older Nodes have no compile cache and start as before.
 */
export function enableCompileCache(): void {
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
}
