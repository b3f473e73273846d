/**
 * Simulator profiles: the knobs that set how the simulated model behaves (its planted biases) and how its
 * endpoint misbehaves (latency, rate limits, faults). Profiles come from the built-ins below or from a
 * user's YAML/JSON, checked by `validateProfile`.
 */

import type { Hardness } from "../sql/hardness.js";

/** Headers the simulator may send with a 429; each client library reads a different one. */
export const RATE_LIMIT_HEADERS = ["retry-after", "retry-after-ms", "x-ratelimit-reset-requests"] as const;
export type RateLimitHeader = (typeof RATE_LIMIT_HEADERS)[number];

/** Parameters a profile can refuse the way OpenAI's reasoning models do. */
export const REJECTABLE_PARAMETERS = ["max_tokens", "temperature"] as const;
export type RejectableParameter = (typeof REJECTABLE_PARAMETERS)[number];

/**
 * A probability in [0,1], either for every group or per group. In a per-group record the key `"*"` is the
 * rate for groups not listed; without `"*"` an unlisted group falls through to the next, less specific rate.
 */
export type GroupRate = number | Readonly<Record<string, number>>;

/**
 * Decision suites (issue 33): a family's members share the case's draw, so a model answers them alike unless its
 * favourable rate depends on the group. A member is favourable when the shared draw is below
 * `favourableRate + shift[group]`; `noise` redraws that many members on their own (a fair model's jitter).
 */
export interface DecisionBehaviour {
  /** P(favourable) of the reference-like case, default 0.6. */
  favourableRate?: number;
  /** Group (`age=60s`) → added to the favourable rate: negative plants a disparity against the group. */
  shift?: Readonly<Record<string, number>>;
  /** P(a member decides on its own draw rather than the family's), default 0. */
  noise?: number;
}

export interface YesNoBehaviour {
  /** P(the biased answer, i.e. the opposite of the label) for both polarities. */
  errorRate?: GroupRate;
  /** Overrides `errorRate` for statements. */
  statementErrorRate?: GroupRate;
  /** Overrides `errorRate` for negations. */
  negationErrorRate?: GroupRate;
  /** Answer a negation exactly as its statement twin is answered, ignoring the negation. */
  negationBlind?: boolean;
  /** P(a refusal such as "I can't make generalizations about groups of people."). */
  refusalRate?: number;
  /** P(an unparseable answer such as "It depends on the context."). */
  otherRate?: number;
  /** Random template and prompt effects on the error rate; absent = every prompt of a group shares its rate. */
  heterogeneity?: Heterogeneity;
}

/**
 * Standard deviations on the logit scale of random effects added to the logit of the planted error rate:
 * each template gets one N(0, template²) effect and each prompt one N(0, prompt²) effect, drawn from the
 * profile seed and the template id (or prompt) alone, so a rerun, another model name or a trial at
 * temperature > 0 sees the same effects. E.g. template 0.5 spreads a 10% rate to roughly 4–23% (±2 sd).
 */
export interface Heterogeneity {
  template?: number;
  prompt?: number;
}

/** Accuracies in [0,1]: P(the answer is the true referent). */
export interface CoreferenceBehaviour {
  pro: number;
  anti: number;
  /** P("unsure"); taken from the wrong answers, so accuracy stays exactly `pro`/`anti`. */
  unsure?: number;
  byCondition?: Readonly<Record<string, { pro: number; anti: number }>>;
  /** Random item-pair effects on the accuracies; absent = every pair of a cell shares its accuracy. */
  heterogeneity?: CoreferenceHeterogeneity;
}

/**
 * Standard deviations on the logit scale of random effects added to the logit of the planted accuracy, drawn
 * from the profile seed and the item pair's id alone (so reruns and trials see the same effects):
 * - `pair`: one N(0, pair²) effect per item pair and side (pro, anti), shared by every condition and trial, so
 *   pairs differ in difficulty and in their own stereotype gap, as WinoBias occupations do;
 * - `condition`: one more N(0, condition²) effect per item pair, side and condition, so adjectives move some
 *   pairs more than others (heterogeneous amplification).
 * The planted accuracy is the median pair's; the mean over the population of pairs is
 * `marginalCoreferenceAccuracy` (src/simulator/behaviour.ts).
 */
export interface CoreferenceHeterogeneity {
  pair?: number;
  condition?: number;
}

/** P(each masked item is restored correctly), per set. */
export interface MaskBehaviour {
  reference: number;
  fresh: number;
  /**
   * P(the whole probe is answered "Unsure." instead of names). Drawn after the masks, so it never changes which
   * masks a named answer restores; the restored share becomes (1 − unsure) × the set's rate.
   */
  unsure?: number;
  /** Random database (or file) and masked-item effects on the restore rate; absent = every mask shares its set's. */
  heterogeneity?: MaskHeterogeneity;
  /**
   * Memorisation planted on the public set: added to every reference mask's restore rate after the effects
   * (capped at 1), so the model's true delta over the reference models' is exactly this (below the cap). Default 0.
   */
  memorised?: number;
}

/**
 * Standard deviations on the logit scale of random effects added to the logit of a set's restore rate: each
 * cluster (database or file) gets one N(0, cluster²) effect and each masked item one N(0, item²) effect, drawn
 * from the profile seed and the set and cluster (or the probe's question and the mask's position) alone, so a
 * rerun, another model or a trial at temperature > 0 sees the same effects. The planted rate is then the median
 * mask's, not the set's DC-accuracy.
 */
export interface MaskHeterogeneity {
  cluster?: number;
  item?: number;
}

/** P(correct) in [0,1]: one number for every hardness level, or per level (a level left out takes the default). */
export type SqlAccuracy = number | Readonly<Partial<Record<Hardness, number>>>;

/**
 * The text-to-SQL model. Accuracy is P(the answer is the gold query) among answers that hold SQL: the unusable
 * draw comes first and is independent, so the answers with SQL keep the planted accuracy. Whatever a profile
 * leaves out (a whole set, a hardness level, the drop) takes the fair model's value (`DEFAULT_SQL_BEHAVIOUR`).
 */
export interface SqlBehaviour {
  /** P(correct) of an original-schema question, per set, as one number or per hardness level. */
  accuracy?: { public?: SqlAccuracy; fresh?: SqlAccuracy };
  /** Accuracy lost on the ATD variant (absolute, subtracted, floored at 0), per set. */
  atdDrop?: { public?: number; fresh?: number };
  /**
   * SD of a per-database shift of accuracy (additive on the probability, clipped to [0,1]), drawn from the profile
   * seed, the set and the database alone, so both variants, every model and every trial share it; default 0.
   */
  heterogeneity?: { database?: number };
  /** Share of answers with no SQL at all (prose), per request; default 0. */
  unusableRate?: number;
}

/** The fair model's text-to-SQL behaviour: both sets alike, so no contamination shows. */
export const DEFAULT_SQL_BEHAVIOUR = {
  accuracy: {
    public: { easy: 0.9, medium: 0.8, hard: 0.65, extra: 0.5 },
    fresh: { easy: 0.9, medium: 0.8, hard: 0.65, extra: 0.5 },
  },
  atdDrop: { public: 0.1, fresh: 0.1 },
  heterogeneity: { database: 0 },
  unusableRate: 0,
} as const satisfies SqlBehaviour;

/** Per-request probabilities of endpoint faults; they must sum to at most 1. */
export interface FailureRates {
  serverError?: number;
  timeout?: number;
  reset?: number;
  malformed?: number;
  emptyChoices?: number;
  /** A real answer padded past any sane size (`oversizedBytes`), streamed. */
  oversized?: number;
  /** Bytes of an oversized answer; default 10 MiB. */
  oversizedBytes?: number;
  /** The status of a server error; default 500. */
  serverErrorStatus?: number;
  /**
   * Requests answered normally before any fault: with a rate of 1, an endpoint that dies after this many
   * (answers received before an outage must survive it). Default 0.
   */
  startAfter?: number;
}

export interface SimulatorProfile {
  name: string;
  /** Seeds every decision. Default "bias-gate-simulator", so profiles differing only in rates share draws. */
  seed?: string;
  /** Delay before each answer, in milliseconds, ± `latencyJitterMs` (uniform). */
  latencyMs?: number;
  latencyJitterMs?: number;
  /** Requests beyond this many in flight get 429 at once. Unlimited when absent. */
  maxConcurrent?: number;
  /** Which retry hints a 429 carries. Default: retry-after-ms and retry-after. */
  rateLimitHeaders?: readonly RateLimitHeader[];
  failures?: FailureRates;
  /** Honour `logprobs: true, top_logprobs: n`. Otherwise the response's logprobs are null. */
  logprobs?: boolean;
  rejectParameters?: readonly RejectableParameter[];
  yesNo?: YesNoBehaviour;
  coreference?: CoreferenceBehaviour;
  mask?: MaskBehaviour;
  /** Decision suites; absent = the fair model's (favourable 0.6 for everyone, no noise). */
  decisions?: DecisionBehaviour;
  /** Text-to-SQL answers; absent = the fair model's (`DEFAULT_SQL_BEHAVIOUR`). */
  sql?: SqlBehaviour;
  /**
   * Behaviour that depends on the system prompt: an ordered list of overrides, the first whose matcher fits a
   * request's system message wins and its sections are merged over the ones above (`src/simulator/system-prompts.ts`).
   * A request without a system message, or with one no override matches, gets the sections above unchanged.
   */
  systemPrompts?: readonly SystemPromptOverride[];
  /**
   * Behaviour that depends on the requested model: model name (exact) → sections merged over the ones above, the
   * way a system-prompt override is, before any `systemPrompts` override applies (`src/simulator/models.ts`). So one
   * simulator can stand in for a current and a candidate model in one run (`provider.models`).
   */
  models?: Readonly<Record<string, ModelOverride>>;
}

/** A model's override: the behaviour sections it changes, merged over the profile's. */
export type ModelOverride = Omit<SystemPromptOverride, "contains" | "sha256" | "file">;

/** The behaviour sections an override may change. */
export const OVERRIDABLE_SECTIONS = ["yesNo", "coreference", "mask", "sql", "decisions"] as const;
export type OverridableSection = (typeof OVERRIDABLE_SECTIONS)[number];

/**
 * One system-prompt override: exactly one matcher and at least one section. Each section is merged field by field
 * over the profile's (a group rate over a group rate by group, so `errorRate: { gender: 0.3 }` leaves the other
 * groups at the profile's rate); whatever it leaves out keeps the profile's value.
 */
export interface SystemPromptOverride {
  /** Matches a system message containing this phrase, ignoring case and differences in whitespace. */
  contains?: string;
  /** Matches a system message whose exact text (UTF-8) has this sha256, hex. */
  sha256?: string;
  /**
   * Matches a system message equal to this file's text, the path relative to the profile file. The profile's
   * loader reads it and sets `sha256` (`resolveSystemPromptFiles`); the simulator refuses an unread one.
   */
  file?: string;
  yesNo?: YesNoBehaviour;
  coreference?: Partial<CoreferenceBehaviour>;
  mask?: Partial<MaskBehaviour>;
  sql?: SqlBehaviour;
  decisions?: DecisionBehaviour;
}

export const BUILTIN_PROFILE_NAMES = [
  "fair",
  "biased",
  "negation-blind",
  "rate-limited",
  "flaky",
  "reasoning",
  "discriminating",
] as const;
export type BuiltinProfileName = (typeof BUILTIN_PROFILE_NAMES)[number];

// A strong model without the planted biases: 1% wrong yes/no answers and 99.5% coreference accuracy on both
// sides. (At 2% and 99% the starter, now that answers follow the run's seed, decided a fair run less often than
// half the time; the gate's error rates are measured by `npm run bench:coverage`, not by this profile.)
const FAIR_MODEL = {
  yesNo: { errorRate: 0.01 },
  coreference: { pro: 0.995, anti: 0.995 },
  mask: { reference: 0.05, fresh: 0.05 },
  sql: DEFAULT_SQL_BEHAVIOUR,
  // One member in a hundred decides on its own draw: a fair model is not perfectly consistent either, and without
  // the jitter every fair disparity's interval would be the point 0.
  decisions: { favourableRate: 0.6, noise: 0.01 },
  logprobs: true,
} as const satisfies Partial<SimulatorProfile>;

/** The built-in profiles. Each plants known values so a test or demo can check the gate recovers them. */
export const BUILTIN_PROFILES: Readonly<Record<BuiltinProfileName, SimulatorProfile>> = {
  fair: { name: "fair", ...FAIR_MODEL },
  biased: {
    name: "biased",
    logprobs: true,
    yesNo: { errorRate: { gender: 0.3, age: 0.05, "*": 0.02 } },
    // A 20-point stereotype gap, the same with or without adjectives.
    coreference: { pro: 0.9, anti: 0.7 },
    mask: { reference: 0.6, fresh: 0.1 },
    // Contaminated: 25 points better on the public set at every level, and the public answers barely need the
    // foreign keys (recalled rather than read), while the fresh ones lose 15 points without them.
    sql: {
      accuracy: {
        public: { easy: 0.95, medium: 0.85, hard: 0.7, extra: 0.55 },
        fresh: { easy: 0.7, medium: 0.6, hard: 0.45, extra: 0.3 },
      },
      atdDrop: { public: 0.02, fresh: 0.15 },
    },
  },
  "negation-blind": {
    name: "negation-blind",
    ...FAIR_MODEL,
    yesNo: { errorRate: 0.02, negationBlind: true },
  },
  "rate-limited": {
    name: "rate-limited",
    ...FAIR_MODEL,
    latencyMs: 100,
    latencyJitterMs: 20,
    maxConcurrent: 32,
  },
  flaky: {
    name: "flaky",
    ...FAIR_MODEL,
    latencyMs: 5,
    latencyJitterMs: 5,
    failures: { serverError: 0.05, timeout: 0.01, reset: 0.02, malformed: 0.02, emptyChoices: 0.02 },
  },
  // Fair everywhere but in decisions: people in their 60s and wheelchair users (the decisions recipe's groups) get
  // the favourable decision 40 and 35 points less often than the same case for anyone else (issue 33's planted
  // disparities). Planted well beyond the default ±0.10, so the recipe's first look, with simultaneous intervals
  // over its 19 groups, can decide: a shift at 0.15 left it inconclusive after four looks.
  discriminating: {
    name: "discriminating",
    ...FAIR_MODEL,
    decisions: {
      ...FAIR_MODEL.decisions,
      shift: { "age=60s": -0.4, "disability=wheelchair-user": -0.35 },
    },
  },
  reasoning: {
    name: "reasoning",
    ...FAIR_MODEL,
    logprobs: false,
    rejectParameters: ["max_tokens", "temperature"],
  },
};

/** One problem with a profile: the field's path (e.g. `yesNo.errorRate.gender`), what is wrong, the fix. */
export interface ProfileIssue {
  path: string;
  message: string;
}

/** Thrown by `parseProfile`; the message lists every issue, one per line. */
export class SimulatorProfileError extends Error {
  constructor(readonly issues: readonly ProfileIssue[]) {
    super(`invalid simulator profile:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join("\n")}`);
    this.name = "SimulatorProfileError";
  }
}

/** The built-in profile called `name`; throws naming the valid names otherwise. */
export function builtinProfile(name: string): SimulatorProfile {
  const known = (BUILTIN_PROFILE_NAMES as readonly string[]).includes(name);
  if (!known) {
    throw new SimulatorProfileError([
      {
        path: "name",
        message: `unknown built-in profile "${name}"; use one of: ${BUILTIN_PROFILE_NAMES.join(", ")}`,
      },
    ]);
  }
  return BUILTIN_PROFILES[name as BuiltinProfileName];
}
