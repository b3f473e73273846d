/**
 * Plot 4: APES's negation robustness, per statement/negation pair (same filling, same trial): P(Yes | statement)
 * across, P(Yes | negation) up. A robust model answers a negation the opposite way, so its pairs lie on the
 * anti-diagonal P(Yes|T) + P(Yes|T′) = 1; a negation-blind one answers both alike, on the diagonal. A pair's
 * distance from the anti-diagonal, |P(Yes|T) + P(Yes|T′) − 1|, is its robustness probability.
 */
import { type NegationPair, pairNegations } from "../../metrics/negation.js";
import type { MetricValue, ScoredItem } from "../../metrics/types.js";
import { formatCount, formatInterval, formatMeasure } from "../format.js";
import { NO_LOGPROBS } from "./confidence-plot.js";
import { escapeHtml } from "./escape-html.js";
import { line, linearScale, r, STATUS_COLOUR, stableJitter, svgFrame, xAxis, yAxis } from "./svg.js";

export const MAX_NEGATION_DOTS = 3000;

const SIZE = 420;
const PLOT = { left: 70, top: 12 };

/** P(Yes) of an item: its own, else read from the probability of the answer it gave. */
export function probabilityOfYes(item: ScoredItem): number | undefined {
  if (typeof item.pYes === "number" && Number.isFinite(item.pYes)) return item.pYes;
  if (typeof item.pAnswer !== "number" || !Number.isFinite(item.pAnswer)) return undefined;
  if (item.category === "yes") return item.pAnswer;
  if (item.category === "no") return 1 - item.pAnswer;
  return undefined;
}

export interface ProbabilityPair {
  pair: NegationPair;
  statement: number;
  negation: number;
  /** The two answers are opposite (yes/no), as a robust model's are. */
  flipped: boolean;
}

/** The usable negation pairs whose two P(Yes) are known. */
export function probabilityPairs(items: readonly ScoredItem[]): ProbabilityPair[] {
  return pairNegations(items).flatMap((pair) => {
    const [s, n] = [probabilityOfYes(pair.statement), probabilityOfYes(pair.negation)];
    if (s === undefined || n === undefined) return [];
    return [{ pair, statement: s, negation: n, flipped: pair.statement.category !== pair.negation.category }];
  });
}

/** The scatter with its legend, a sentence when no pair has probabilities, undefined without negation pairs. */
export function negationPlot(
  items: readonly ScoredItem[],
  metrics: readonly MetricValue[],
): string | undefined {
  if (!items.some((i) => i.kind === "yes-no" && i.polarity === "negation")) return undefined;
  const pairs = probabilityPairs(items);
  if (pairs.length === 0) return `<p class="empty" data-plot="negation">${NO_LOGPROBS}</p>`;
  const shown =
    pairs.length <= MAX_NEGATION_DOTS
      ? pairs
      : [...pairs].sort((a, b) => stableJitter(key(a)) - stableJitter(key(b))).slice(0, MAX_NEGATION_DOTS);
  const flipped = pairs.filter((p) => p.flipped).length;
  const summary = metricLine(
    metrics,
    "robustness-probability",
    "robustness probability (0 robust, 1 negation-blind)",
  );
  const legend =
    `<ul class="legend">` +
    `<li><span class="swatch" style="background:${STATUS_COLOUR.pass}"></span>answers opposite (${formatCount(flipped)} pairs)</li>` +
    `<li><span class="swatch" style="background:${STATUS_COLOUR.fail}"></span>same answer to both (${formatCount(pairs.length - flipped)} pairs)</li>` +
    `<li>solid line: P(Yes|T) + P(Yes|T′) = 1, a robust model</li>` +
    `<li>dashed line: P(Yes|T) = P(Yes|T′), a negation-blind model</li>` +
    (summary ? `<li>${summary}</li>` : "") +
    (shown.length < pairs.length
      ? `<li>${formatCount(shown.length)} of ${formatCount(pairs.length)} pairs drawn</li>`
      : "") +
    `</ul>`;
  return `<div class="side-by-side">${scatter(shown)}${legend}</div>`;
}

function key(p: ProbabilityPair): string {
  return `${p.pair.statement.promptId}\u0000${p.pair.statement.trial}`;
}

function scatter(pairs: readonly ProbabilityPair[]): string {
  const [left, top] = [PLOT.left, PLOT.top];
  const x = linearScale([0, 1], [left, left + SIZE]);
  const y = linearScale([0, 1], [top + SIZE, top]);
  const dots = pairs
    .map((p) => {
      const colour = p.flipped ? STATUS_COLOUR.pass : STATUS_COLOUR.fail;
      return (
        `<circle class="mark pair ${p.flipped ? "flipped" : "same"}" data-group="${escapeHtml(p.pair.group)}" ` +
        `cx="${r(x(p.statement))}" cy="${r(y(p.negation))}" r="3.5" fill="${colour}" fill-opacity="0.5"/>`
      );
    })
    .join("");
  const body =
    yAxis(y, "rate", { left, right: left + SIZE }, "P(Yes | negation)") +
    xAxis(x, "rate", { top, bottom: top + SIZE }, "P(Yes | statement)") +
    line(
      x(0),
      y(1),
      x(1),
      y(0),
      `class="reference-line robust" stroke="${STATUS_COLOUR.pass}" stroke-width="2"`,
    ) +
    line(
      x(0),
      y(0),
      x(1),
      y(1),
      `class="reference-line blind" stroke="${STATUS_COLOUR.fail}" stroke-width="2" stroke-dasharray="6 4"`,
    ) +
    dots;
  return svgFrame(
    "negation-scatter",
    { width: left + SIZE + 20, height: top + SIZE + 44 },
    "P(Yes) for each statement against its negation",
    "One dot per statement/negation pair. Green: the model answered them oppositely; red: alike. A robust model's pairs lie on the solid anti-diagonal; a negation-blind model's on the dashed diagonal.",
    body,
  );
}

/** `robustness probability …: 0.123 (0.100–0.150)` for the overall scope, when measured. */
export function metricLine(
  metrics: readonly MetricValue[],
  kind: MetricValue["kind"],
  label: string,
): string | undefined {
  const m = metrics.find((v) => v.kind === kind && v.scope === "overall");
  if (!m) return undefined;
  return escapeHtml(
    `${label}: ${formatMeasure(m.value, m.unit)} (${formatInterval(m.interval, m.unit)}) overall`,
  );
}
