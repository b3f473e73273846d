/** The CLI's and the Action's exit codes: a contract for scripts and CI. */
export const EXIT = {
  pass: 0,
  fail: 1,
  badInput: 2,
  inconclusive: 3,
  /** The endpoint failed (auth, unknown model, unreachable, …): the model was not measured. */
  endpointFailed: 4,
} as const;

/**
 * What each exit code tells a script, as the top-level help lists it. A code without a line does not compile, so
 * the help cannot forget one (it once left out 4).
 */
export const EXIT_MEANINGS: Record<keyof typeof EXIT, string> = {
  pass: "pass: every check is within its threshold",
  fail: "fail: a check crossed its threshold",
  badInput: "bad input: a flag, config or template to fix (the message names it)",
  inconclusive: "inconclusive: the data cannot decide a check yet (more prompts would)",
  endpointFailed: "the endpoint failed (auth, unknown model, unreachable): the model was not measured",
};

/** The exit codes with their meanings, in code order: `[code, meaning]`. */
export function exitCodeLines(): [number, string][] {
  return (Object.keys(EXIT) as (keyof typeof EXIT)[])
    .map((name): [number, string] => [EXIT[name], EXIT_MEANINGS[name]])
    .sort((a, b) => a[0] - b[0]);
}
