import type { ContaminationReport } from "../contamination/measure.js";
import { type ClusterCount, clusterSpread } from "../contamination/metrics.js";
import { escapeModelText } from "./escape.js";
import { formatCount, formatInterval, formatMeasure, formatP, formatRange, formatSigned } from "./format.js";

const SETS = ["reference", "fresh"] as const;

/**
 * The contamination section: per suite, DC-accuracy of each set (restored masks / masks, with its interval),
 * beside it the unweighted mean over databases or files with their min–max range (the Termite paper's table),
 * the delta with its t test, the comparability of the two sets, and, in details, the per-database table. Says which bias metrics are possibly inflated when the delta is significant.
 */
export function contaminationSection(
  reports: readonly ContaminationReport[] | undefined,
  perDatabase: boolean,
): string[] | undefined {
  if (!reports?.length) return undefined;
  return [
    "### Contamination",
    "",
    "DC-accuracy: share of masked names the model restored. A public (reference) set restored far better than a fresh one suggests the model has seen it. The mean over databases / files counts each one once, as the Termite paper reports it; the delta uses the pooled rate.",
    ...reports.flatMap((r) => suiteLines(r, perDatabase)),
  ];
}

function suiteLines(r: ContaminationReport, perDatabase: boolean): string[] {
  const m = r.metric;
  const rows = SETS.map((set) => {
    const s = r.sets[set];
    return `| ${set} | ${formatMeasure(s.accuracy, "rate")} (${s.restored}/${s.masked}) | ${formatInterval(s.interval, "rate")} | ${spread(s.clusters)} | ${s.clusters.length} |`;
  });
  const p = m.pValue === undefined ? "no interval" : `p ${formatP(m.pValue)}`;
  const verdict = r.significant
    ? `significant (${p})${r.covers.length ? `: bias metrics of ${r.covers.map(cell).join(", ")} are marked possibly inflated` : ""}`
    : `not significant (${p})`;
  const named = r.calibration && r.calibration.used !== "none" ? "calibrated delta" : "delta";
  const lines = [
    "",
    `**${cell(r.suite)}**: ${named} ${formatSigned(m.value, "difference")} (${formatInterval(m.interval, "difference")}), ${verdict}.`,
    ...calibrationLines(r),
    // Beside the verdict: the warnings of the comparability table below, difficulty features included.
    ...r.comparability.warnings.map((w) => `\n> Comparability: ${cell(w)}`),
    "",
    "| Set | DC-accuracy | CI | Mean over databases / files (min–max) | Clusters |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "| Measure | Reference | Fresh |",
    "| --- | --- | --- |",
    ...r.comparability.rows.map(
      (row) => `| ${cell(row.measure)} | ${number(row.reference)} | ${number(row.fresh)} |`,
    ),
    ...databasesLine(r),
  ];
  if (perDatabase) lines.push("", ...clusterDetails(r));
  return lines;
}

/**
 * What the gated delta was calibrated against, and the raw fixed-set delta beside it, worded for what it means.
 * Nothing for a results file written before calibration (its delta is the raw one).
 */
function calibrationLines(r: ContaminationReport): string[] {
  const c = r.calibration;
  if (!c) return [];
  const raw = r.raw?.metric;
  const rawLine = raw
    ? `Raw delta ${formatSigned(raw.value, "difference")} (${formatInterval(raw.interval, "difference")}): these two sets differ by this much for this model; not by itself memorisation (a set of easier databases shows the same).`
    : undefined;
  const sides = `${c.databases.reference} vs ${c.databases.fresh} databases / files, ${c.masks.reference} vs ${c.masks.fresh} masks`;
  const how =
    c.used === "reference-models"
      ? `Calibration: reference models (${c.references.map((x) => `\`${cell(x)}\``).join(", ")}) on the same masks; this model's delta ${formatSigned(c.gatedDelta ?? 0, "difference")} minus theirs ${formatSigned(c.referenceDelta ?? 0, "difference")}, databases as a sample (${sides}).`
      : c.used === "databases"
        ? `Calibration: databases as a sample, so a difference in their difficulty is inside the interval (${sides}).`
        : "Calibration: none; the delta is the raw fixed-set one and may reflect easier databases rather than memorisation.";
  return [
    "",
    how,
    ...(c.note ? ["", `> Calibration: ${escapeModelText(c.note, 400)}`] : []),
    ...(rawLine && c.used !== "none" ? ["", rawLine] : []),
  ];
}

function clusterDetails(r: ContaminationReport): string[] {
  const rows = SETS.flatMap((set) =>
    r.sets[set].clusters.map(
      (c) =>
        `| ${set} | ${cell(c.cluster)} | ${c.restored}/${c.masked} | ${formatMeasure(c.masked ? c.restored / c.masked : 0, "rate")} |`,
    ),
  );
  return [
    "<details><summary>Per database / file</summary>",
    "",
    "| Set | Database | Restored | DC-accuracy |",
    "| --- | --- | --- | --- |",
    ...rows,
    "",
    "</details>",
  ];
}

/**
 * `0.417 (0.000–1.000)`: computed from the per-cluster counts, which every results file has, so a file written
 * before `byCluster` gained its fields renders alike.
 */
function spread(clusters: readonly ClusterCount[]): string {
  if (!clusters.some((c) => c.masked > 0)) return "—";
  const { mean, min, max } = clusterSpread(clusters);
  return `${formatMeasure(mean, "rate")} (${formatRange(min, max, "rate")})`;
}

function number(value: number): string {
  return Number.isInteger(value) ? formatCount(value) : value.toFixed(2);
}

/** Names come from the user's files: escaped like model text so they cannot break the table. */
function cell(text: string): string {
  return escapeModelText(text, 80);
}

/** How many databases each set had, and what the `databases:` filter kept of the reference's. */
function databasesLine(r: ContaminationReport): string[] {
  const d = r.databases;
  if (!d) return [];
  const filtered =
    d.referenceBeforeFilter !== undefined
      ? ` (of ${d.referenceBeforeFilter}, filtered by \`databases:\` ${cell(d.filter ?? "")})`
      : "";
  return ["", `Databases: reference ${d.reference}${filtered}, fresh ${d.fresh}.`];
}
