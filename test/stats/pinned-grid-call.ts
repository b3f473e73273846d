/** One call of the pinned grid (pinned-grid-cases.ts, pinned-grid-estimators.ts): a stable id (function and arguments) and a thunk giving its result. */
export interface GridCase {
  id: string;
  run: () => unknown;
}

export const LEVELS = [0.8, 0.9, 0.95, 0.99, 0.999] as const;
/** α from 0.001 to 0.2, as two-sided levels and one-sided tails use them. */
export const ALPHAS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2] as const;

export function call(name: string, args: readonly unknown[], run: () => unknown): GridCase {
  return { id: `${name}(${args.map((a) => JSON.stringify(a) ?? String(a)).join(", ")})`, run };
}
