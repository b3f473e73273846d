/**
 * The simulated model's rates, before any answer is drawn: the planted error rate, accuracy or restore rate a
 * profile sets for one prompt, moved by the profile's random effects (each from its own seeded stream, so the
 * answer draws are untouched), and the population means a benchmark compares estimates against. Pure.
 */

import type { CoreferenceEntry, MaskEntry, YesNoEntry } from "../sampling/answer-key.js";
import { normalQuantile } from "../stats/normal.js";
import { DEFAULT_SEED, standardNormal } from "./draws.js";
import type { CoreferenceHeterogeneity, GroupRate, Heterogeneity, SimulatorProfile } from "./profile.js";

/**
 * P(wrong answer) for a group and polarity: the polarity's own rate, else `errorRate`, else 0. In each,
 * a per-group record is looked up by group, then `"*"`.
 */
export function yesNoErrorRate(
  profile: SimulatorProfile,
  group: string,
  polarity: YesNoEntry["polarity"],
): number {
  const y = profile.yesNo ?? {};
  const specific = polarity === "statement" ? y.statementErrorRate : y.negationErrorRate;
  return rateFor(specific, group) ?? rateFor(y.errorRate, group) ?? 0;
}

/**
 * The planted rate moved by the profile's random effects: expit(logit(rate) + template effect + prompt effect),
 * each effect sd × a standard normal drawn from its own stream (profile seed, template id or prompt key), so the
 * answer draws are untouched and profiles without `heterogeneity` answer exactly as before. Rates of exactly 0
 * or 1 stay put. A blind negation keeps its own template's effect (its prompt effect is its twin's).
 */
export function withRandomEffects(
  profile: SimulatorProfile,
  entry: Pick<YesNoEntry, "templateId">,
  promptKey: string,
  rate: number,
): number {
  const sd = profile.yesNo?.heterogeneity;
  if (sd === undefined || rate <= 0 || rate >= 1) return rate;
  const seed = profile.seed ?? DEFAULT_SEED;
  const template = (sd.template ?? 0) > 0 && entry.templateId !== undefined ? entry.templateId : undefined;
  const shift =
    (template === undefined
      ? 0
      : (sd.template ?? 0) * standardNormal(seed, `template-effect\u0000${template}`)) +
    ((sd.prompt ?? 0) > 0 ? (sd.prompt ?? 0) * standardNormal(seed, `prompt-effect\u0000${promptKey}`) : 0);
  return 1 / (1 + Math.exp(-(Math.log(rate / (1 - rate)) + shift)));
}

/**
 * The mean error rate over the population of templates and prompts the effects are drawn from:
 * E[expit(logit(rate) + √(template² + prompt²)·Z)], Z ~ N(0,1), by the midpoint rule on 2,000 normal quantiles
 * (error below 1e-4). It exceeds the planted rate below 0.5 and falls short above it: the planted rate is the
 * median prompt's, so a benchmark of the superpopulation estimand must compare against this. Rates of 0 and 1
 * and profiles without heterogeneity return `rate`.
 */
export function marginalErrorRate(rate: number, heterogeneity: Heterogeneity | undefined): number {
  const sd = Math.hypot(heterogeneity?.template ?? 0, heterogeneity?.prompt ?? 0);
  if (sd === 0 || rate <= 0 || rate >= 1) return rate;
  const nodes = 2000;
  const center = Math.log(rate / (1 - rate));
  let sum = 0;
  for (let i = 0; i < nodes; i++)
    sum += 1 / (1 + Math.exp(-(center + sd * normalQuantile((i + 0.5) / nodes))));
  return sum / nodes;
}

function rateFor(rate: GroupRate | undefined, group: string): number | undefined {
  if (rate === undefined || typeof rate === "number") return rate;
  return rate[group] ?? rate["*"];
}

/**
 * P(the referent) for one coreference prompt: the planted accuracy of its condition's cell (else the profile's),
 * moved by the item pair's random effects when the profile has `coreference.heterogeneity` and the entry names
 * its pair: expit(logit(accuracy) + pair effect + pair-condition effect), each sd × a standard normal from its
 * own stream (profile seed, pair, side[, condition]), so the answer draws are untouched and profiles without
 * heterogeneity answer exactly as before. Accuracies of exactly 0 or 1 stay put.
 */
export function coreferenceAccuracy(
  profile: SimulatorProfile,
  entry: Pick<CoreferenceEntry, "stereotype" | "condition" | "itemPair">,
): number {
  const behaviour = profile.coreference ?? { pro: 1, anti: 1 };
  const cell = entry.condition === undefined ? undefined : behaviour.byCondition?.[entry.condition];
  const accuracy = (cell ?? behaviour)[entry.stereotype];
  const sd = behaviour.heterogeneity;
  if (sd === undefined || entry.itemPair === undefined || accuracy <= 0 || accuracy >= 1) return accuracy;
  const seed = profile.seed ?? DEFAULT_SEED;
  const side = `${entry.itemPair}\u0000${entry.stereotype}`;
  const shift =
    ((sd.pair ?? 0) > 0 ? (sd.pair ?? 0) * standardNormal(seed, `pair-effect\u0000${side}`) : 0) +
    ((sd.condition ?? 0) > 0
      ? (sd.condition ?? 0) *
        standardNormal(seed, `pair-condition-effect\u0000${side}\u0000${entry.condition ?? ""}`)
      : 0);
  return 1 / (1 + Math.exp(-(Math.log(accuracy / (1 - accuracy)) + shift)));
}

/**
 * The mean accuracy over the population of item pairs the effects are drawn from (the superpopulation
 * estimand's truth): the same logit-normal mean as `marginalErrorRate`, with sd √(pair² + condition²).
 */
export function marginalCoreferenceAccuracy(
  accuracy: number,
  heterogeneity: CoreferenceHeterogeneity | undefined,
): number {
  return marginalErrorRate(accuracy, {
    template: heterogeneity?.pair ?? 0,
    prompt: heterogeneity?.condition ?? 0,
  });
}

/**
 * P(restoring mask `index` of the probe asked by `question`): the set's rate moved by `mask.heterogeneity`,
 * expit(logit(rate) + cluster effect + item effect), each sd × a standard normal from its own stream (profile
 * seed with the set and cluster, or with the question and mask position), so the answer draws are untouched and
 * profiles without heterogeneity answer exactly as before. A key without a cluster treats the probe as its own
 * cluster. Rates of exactly 0 or 1 stay put. Then `mask.memorised` is added to every reference (public) mask's
 * rate, capped at 1: a model that knows the public set by heart on top of whatever makes its databases easy.
 */
export function maskRestoreRate(
  profile: SimulatorProfile,
  entry: Pick<MaskEntry, "set" | "cluster">,
  question: string,
  index: number,
): number {
  const base = heterogeneousRestoreRate(profile, entry, question, index);
  const memorised = entry.set === "reference" ? (profile.mask?.memorised ?? 0) : 0;
  return Math.min(1, base + memorised);
}

/** The set's rate moved by the cluster and item effects alone (see `maskRestoreRate`). */
function heterogeneousRestoreRate(
  profile: SimulatorProfile,
  entry: Pick<MaskEntry, "set" | "cluster">,
  question: string,
  index: number,
): number {
  const rate = profile.mask?.[entry.set] ?? 0;
  const sd = profile.mask?.heterogeneity;
  if (sd === undefined || rate <= 0 || rate >= 1) return rate;
  const seed = profile.seed ?? DEFAULT_SEED;
  const cluster = sd.cluster ?? 0;
  const item = sd.item ?? 0;
  const shift =
    (cluster > 0
      ? cluster *
        standardNormal(seed, `mask-cluster-effect\u0000${entry.set}\u0000${entry.cluster ?? question}`)
      : 0) + (item > 0 ? item * standardNormal(seed, `mask-item-effect\u0000${question}\u0000${index}`) : 0);
  return 1 / (1 + Math.exp(-(Math.log(rate / (1 - rate)) + shift)));
}
