/** The CLI's and the Action's exit codes: a contract for scripts and CI. */
export const EXIT = {
  pass: 0,
  fail: 1,
  badInput: 2,
  inconclusive: 3,
  /** The endpoint failed (auth, unknown model, unreachable, …): the model was not measured. */
  endpointFailed: 4,
} as const;
