import { createRequire } from "node:module";

/**
 * Node built-ins that only some runs need, loaded at their first use rather than when the bundle loads: every
 * static import is evaluated before bias-gate's first request, and these cost a few ms each there (issue 15).
 * Node caches them, so a later call is a lookup.
 */
interface LazyBuiltins {
  "node:https": typeof import("node:https");
  "node:worker_threads": typeof import("node:worker_threads");
  "node:zlib": typeof import("node:zlib");
}

const requireBuiltin = createRequire(import.meta.url);

export function builtin<Name extends keyof LazyBuiltins>(name: Name): LazyBuiltins[Name] {
  return requireBuiltin(name) as LazyBuiltins[Name];
}
