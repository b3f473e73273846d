/**
 * Caps shared by the config file's schema and the stages that rely on them, so the schema (and through it every
 * flag and Action input) refuses exactly what a run could not do.
 */

/** Prompts per template a run can hold: the prompts alone of more would not fit in memory. */
export const MAX_PER_TEMPLATE = 1_000_000;

/**
 * Node's timers hold at most 2^31 − 1 ms (24.8 days) and fire at once above that, so a longer deadline or
 * timeout would end the run or every request immediately. These caps stay well inside it: a week for a run's
 * deadline (beyond any CI job's limit), a day for one request or for waiting out rate limits.
 */
export const MAX_DEADLINE_MINUTES = 7 * 24 * 60;
export const MAX_TIMEOUT_SECONDS = 24 * 60 * 60;

/**
 * One answer's body by default: a yes/no or a SQL answer with its log-probabilities is a few KiB; 256 KiB leaves
 * room for chatty models and stops a runaway endpoint long before memory does.
 */
export const DEFAULT_MAX_ANSWER_BYTES = 256 * 1024;

/** One answer's body at most: 64 MiB is far past any model's output, and a run may hold a window of them in memory. */
export const MAX_ANSWER_BYTES = 64 * 1024 * 1024;

/**
 * Looks a sequential run may take at most: each look after the first spends a share of the error rate and adds the
 * first look's sample again, so 20 looks (20× the first look's requests, each look's intervals at α/20) is past any
 * use; the default is 4 (see src/gate/sequential.ts).
 */
export const MAX_LOOKS = 20;
export const DEFAULT_MAX_LOOKS = 4;
