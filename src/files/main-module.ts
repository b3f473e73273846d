import { realpathSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Whether the module at `moduleUrl` is the script node was started with (`node dist/index.js`), not one imported
 * by another (`@github/local-action`, a test harness). Symlinks are resolved on both sides: a runner may reach the
 * Action's folder through one, and node names the main module by its real path.
 */
export function isMainModule(moduleUrl: string, script: string | undefined): boolean {
  if (!script) return false;
  try {
    return realpathSync(fileURLToPath(moduleUrl)) === realpathSync(script);
  } catch {
    return false;
  }
}
