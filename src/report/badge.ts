/**
 * The status badge: a shields.io-style flat SVG ("bias-gate | pass · bias 0.031") for a badge branch, and the
 * JSON shields.io's endpoint badge reads. Pure and deterministic: widths come from a fixed per-character table,
 * not from font measurement.
 */
import type { VerdictStatus } from "../metrics/types.js";
import { formatMeasure } from "./format.js";
import { SIMULATOR_NOTE } from "./headline.js";
import { headlineMetrics } from "./history.js";
import type { Results } from "./results.js";

const LABEL = "bias-gate";

/** `bias-gate`, or `bias-gate (simulator, not a real model)` when the simulator answered: a badge must not pass for a model's. */
export function badgeLabel(results: Pick<Results, "provenance">): string {
  return results.provenance.simulator ? `${LABEL} (${SIMULATOR_NOTE})` : LABEL;
}

const COLORS: Record<VerdictStatus, { hex: string; name: string }> = {
  pass: { hex: "#4c1", name: "brightgreen" },
  fail: { hex: "#e05d44", name: "red" },
  inconclusive: { hex: "#dfb317", name: "yellow" },
  error: { hex: "#9f9f9f", name: "lightgrey" },
};

/** The badge's message: the verdict and, when measured, the overall bias rate (`pass · bias 0.031`). */
export function badgeMessage(results: Results): string {
  const bias = headlineMetrics(results.metrics).biasRate;
  const status = results.verdict.status === "error" ? "endpoint failed" : results.verdict.status;
  return bias ? `${status} · bias ${formatMeasure(bias.value, "rate")}` : status;
}

/** The shields.io endpoint badge JSON (https://shields.io/badges/endpoint-badge). */
export function shieldsEndpoint(results: Results): {
  schemaVersion: 1;
  label: string;
  message: string;
  color: string;
} {
  return {
    schemaVersion: 1,
    label: badgeLabel(results),
    message: badgeMessage(results),
    color: COLORS[results.verdict.status].name,
  };
}

/**
 * A flat badge, 20 px high: grey label "bias-gate", message on green (pass), red (fail) or yellow
 * (inconclusive). Text is XML-escaped; each side is its text's estimated width (Verdana 11 px) plus 10 px.
 */
export function renderBadgeSvg(results: Results): string {
  const message = badgeMessage(results);
  const color = COLORS[results.verdict.status].hex;
  const labelText = badgeLabel(results);
  const lw = textWidth(labelText) + 10;
  const mw = textWidth(message) + 10;
  const w = lw + mw;
  const label = xml(labelText);
  const msg = xml(message);
  const title = xml(`${labelText}: ${message}`);
  // Text is drawn at 10× scale and shrunk, as shields does, so half-pixel centres stay exact.
  const lx = lw * 5;
  const mx = (lw + mw / 2) * 10;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<linearGradient id="s" x2="0" y2="100%"><stop offset="0" stop-color="#bbb" stop-opacity=".1"/><stop offset="1" stop-opacity=".1"/></linearGradient>`,
    `<clipPath id="r"><rect width="${w}" height="20" rx="3" fill="#fff"/></clipPath>`,
    `<g clip-path="url(#r)"><rect width="${lw}" height="20" fill="#555"/><rect x="${lw}" width="${mw}" height="20" fill="${color}"/><rect width="${w}" height="20" fill="url(#s)"/></g>`,
    `<g fill="#fff" text-anchor="middle" font-family="Verdana,Geneva,DejaVu Sans,sans-serif" text-rendering="geometricPrecision" font-size="110">`,
    `<text aria-hidden="true" x="${lx}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${(lw - 10) * 10}">${label}</text>`,
    `<text x="${lx}" y="140" transform="scale(.1)" fill="#fff" textLength="${(lw - 10) * 10}">${label}</text>`,
    `<text aria-hidden="true" x="${mx}" y="150" fill="#010101" fill-opacity=".3" transform="scale(.1)" textLength="${(mw - 10) * 10}">${msg}</text>`,
    `<text x="${mx}" y="140" transform="scale(.1)" fill="#fff" textLength="${(mw - 10) * 10}">${msg}</text>`,
    "</g>",
    "</svg>",
    "",
  ].join("\n");
}

// Approximate Verdana 11 px advance widths, in px; anything not listed counts as 7.
const NARROW = new Set([..."fijlrt.,:;|!'() "]);
const WIDE = new Set([..."mwMW@%"]);
const UPPER_OR_DIGIT = /[A-Z0-9#$&+<=>?_~-]/;

/** The estimated width of `text` in px, rounded up to a whole pixel. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) {
    if (NARROW.has(ch)) width += 3.9;
    else if (WIDE.has(ch)) width += 10.7;
    else if (ch === "·") width += 4.4;
    else if (UPPER_OR_DIGIT.test(ch)) width += 7.5;
    else width += 6.8;
  }
  return Math.ceil(width);
}

function xml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c,
  );
}
