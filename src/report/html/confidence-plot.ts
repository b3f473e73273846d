/**
 * Plot 3: APES's confidence against correctness. Each usable yes/no answer is a dot at the probability the model
 * gave the answer it generated (`pAnswer`, APES's `confidence`), in a row for correct answers and one for wrong
 * ones; below, the share correct per confidence bin against the diagonal a calibrated model follows.
 */
import type { ScoredItem } from "../../metrics/types.js";
import { formatCount } from "../format.js";
import {
  GRID,
  INK,
  line,
  linearScale,
  r,
  SET_COLOUR,
  STATUS_COLOUR,
  stableJitter,
  svgFrame,
  text,
  xAxis,
  yAxis,
} from "./svg.js";

/** The most dots drawn; beyond it a seeded-by-id subsample keeps the page light. */
export const MAX_CONFIDENCE_DOTS = 3000;

const WIDTH = 860;
const PLOT = { left: 120, right: 820 };
const STRIP = 56;

export const NO_LOGPROBS = "no log-probabilities in this run";

/** Usable yes/no answers whose answer probability came back. */
export function confidenceItems(
  items: readonly ScoredItem[],
): (ScoredItem & { pAnswer: number; correct: boolean })[] {
  return items.filter(
    (i): i is ScoredItem & { pAnswer: number; correct: boolean } =>
      i.kind === "yes-no" &&
      i.correct !== undefined &&
      typeof i.pAnswer === "number" &&
      Number.isFinite(i.pAnswer),
  );
}

/** Both SVGs, or a sentence saying there is nothing to draw; undefined when the run had no yes/no answers. */
export function confidencePlot(items: readonly ScoredItem[]): string | undefined {
  if (!items.some((i) => i.kind === "yes-no")) return undefined;
  const scored = confidenceItems(items);
  if (scored.length === 0) return `<p class="empty" data-plot="confidence">${NO_LOGPROBS}</p>`;
  const lo = Math.min(0.5, Math.floor(scored.reduce((min, i) => Math.min(min, i.pAnswer), 1) * 10) / 10);
  const x = linearScale([lo, 1], [PLOT.left, PLOT.right]);
  const shown = subsample(scored);
  const note =
    shown.length < scored.length
      ? `<p class="note">${formatCount(shown.length)} of ${formatCount(scored.length)} answers drawn (a fixed subsample).</p>`
      : "";
  return (
    note +
    strip(shown, x) +
    `<p class="legend">Share correct per confidence bin; the dashed diagonal is a calibrated model.</p>` +
    calibration(scored, x, lo)
  );
}

function subsample<T extends ScoredItem>(items: readonly T[]): T[] {
  if (items.length <= MAX_CONFIDENCE_DOTS) return [...items];
  return [...items]
    .map((item) => ({ item, key: stableJitter(`${item.promptId}\u0000${item.trial}`) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, MAX_CONFIDENCE_DOTS)
    .map(({ item }) => item);
}

function strip(
  items: readonly (ScoredItem & { pAnswer: number; correct: boolean })[],
  x: ReturnType<typeof linearScale>,
): string {
  const top = 8;
  const rows = [
    { correct: true, label: "correct", colour: STATUS_COLOUR.pass },
    { correct: false, label: "wrong", colour: STATUS_COLOUR.fail },
  ];
  const bands = rows
    .map((row, i) => {
      const y0 = top + i * STRIP;
      const n = items.filter((it) => it.correct === row.correct).length;
      return (
        line(PLOT.left, y0 + STRIP, PLOT.right, y0 + STRIP, `stroke="${GRID}"`) +
        text(
          PLOT.left - 10,
          y0 + STRIP / 2 + 4,
          `${row.label} (${formatCount(n)})`,
          `class="label" text-anchor="end"`,
        )
      );
    })
    .join("");
  const dots = items
    .map((it) => {
      const row = it.correct ? 0 : 1;
      const colour = it.correct ? STATUS_COLOUR.pass : STATUS_COLOUR.fail;
      const y = top + row * STRIP + 8 + stableJitter(`${it.promptId}|${it.trial}`) * (STRIP - 16);
      return `<circle class="mark example ${it.correct ? "correct" : "wrong"}" cx="${r(x(it.pAnswer))}" cy="${r(y)}" r="3" fill="${colour}" fill-opacity="0.45"/>`;
    })
    .join("");
  const bottom = top + 2 * STRIP;
  const axis = xAxis(x, "rate", { top, bottom }, "confidence: P(the answer the model gave)");
  return svgFrame(
    "confidence-strip",
    { width: WIDTH, height: bottom + 40 },
    "Answer confidence of correct and wrong answers",
    "One dot per usable yes/no answer at the probability the model gave its own answer, in the row of correct answers (green) or of wrong ones (red). A model that knows when it is wrong puts its wrong answers to the left.",
    axis + bands + dots,
  );
}

function calibration(
  items: readonly (ScoredItem & { pAnswer: number; correct: boolean })[],
  x: ReturnType<typeof linearScale>,
  lo: number,
): string {
  const top = 16;
  const bottom = 216;
  const y = linearScale([0, 1], [bottom, top]);
  const edges: number[] = [];
  for (let e = lo; e < 1 - 1e-9; e += 0.1) edges.push(Number(e.toFixed(10)));
  const bars = edges.flatMap((from, i) => {
    const to = edges[i + 1] ?? 1;
    const inBin = items.filter(
      (it) => it.pAnswer >= from && (it.pAnswer < to || (to === 1 && it.pAnswer <= 1)),
    );
    if (inBin.length === 0) return [];
    const share = inBin.filter((it) => it.correct).length / inBin.length;
    const [a, b] = [x(from) + 3, x(to) - 3];
    return [
      `<g class="mark bin" data-from="${from.toFixed(1)}" data-n="${inBin.length}"><title>confidence ${from.toFixed(1)}–${to.toFixed(1)}: ${inBin.filter((it) => it.correct).length} of ${inBin.length} correct</title>` +
        `<rect x="${r(a)}" y="${r(y(share))}" width="${r(b - a)}" height="${r(bottom - y(share))}" fill="${SET_COLOUR.reference}" fill-opacity="0.7"/>` +
        text(
          (a + b) / 2,
          y(share) - 4,
          `n=${formatCount(inBin.length)}`,
          `class="tick" text-anchor="middle"`,
        ) +
        "</g>",
    ];
  });
  const diagonal = line(
    x(lo),
    y(lo),
    x(1),
    y(1),
    `class="reference-line" stroke="${INK}" stroke-width="1.5" stroke-dasharray="5 4"`,
  );
  const body =
    yAxis(y, "rate", { left: PLOT.left, right: PLOT.right }, "share correct") +
    xAxis(x, "rate", { top, bottom }, "confidence bin") +
    bars.join("") +
    diagonal;
  return svgFrame(
    "confidence-calibration",
    { width: WIDTH, height: bottom + 40 },
    "Share of correct answers per confidence bin",
    "Bars: the share of answers in each 0.1-wide confidence bin that were correct, with the bin's count. The dashed diagonal is a calibrated model, whose answers at confidence c are right a share c of the time.",
    body,
  );
}
