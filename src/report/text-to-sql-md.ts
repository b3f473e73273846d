import type { ScoringConventions, UnusableConvention } from "../contamination/text-to-sql-conventions.js";
import type {
  SqlAccuracyCell,
  SqlDatabaseSpread,
  SqlDeltaSummary,
  TextToSqlReport,
} from "../contamination/text-to-sql-metrics.js";
import type { SchemaVariant, SqlSet } from "../contamination/text-to-sql-types.js";
import { HARDNESS_LEVELS } from "../sql/hardness.js";
import type { DistinctConvention } from "../sql/official-form.js";
import { formatInterval, formatLevel, formatMeasure, formatP, formatRange, formatSigned } from "./format.js";
import { cell, details, listItems, table } from "./markdown.js";

const COLUMNS: readonly { set: SqlSet; variant: SchemaVariant; title: string }[] = [
  { set: "public", variant: "original", title: "Public, original" },
  { set: "fresh", variant: "original", title: "Fresh, original" },
  { set: "public", variant: "atd", title: "Public, ATD" },
  { set: "fresh", variant: "atd", title: "Fresh, ATD" },
];

/**
 * The text-to-SQL section: per suite, the two gated deltas first (value, interval, p and what a positive value
 * means; the thresholds are in the checks section), then with `perGroup` the accuracy table hardness × (set,
 * variant) with intervals clustered by database, and per set × variant the pooled accuracy beside the mean over
 * databases with its min–max (the Termite paper's table). Without `perGroup`: the deltas only.
 */
export function textToSqlSection(
  reports: TextToSqlReport[] | undefined,
  perGroup: boolean,
): string[] | undefined {
  if (!reports?.length) return undefined;
  return [
    "### Text-to-SQL contamination",
    "",
    "Test-suite accuracy of the model's SQL on a public benchmark and on fresh, unpublished databases, on the original dumps and with their tables disconnected (ATD: foreign keys and rows removed). Intervals are clustered by database: the databases are a sample, so more databases narrow them most.",
    ...reports.flatMap((r) => suiteLines(r, perGroup)),
  ];
}

function suiteLines(r: TextToSqlReport, perGroup: boolean): string[] {
  const lines = [
    "",
    `**${cell(r.suite)}**: ${setLine(r, "public")}; ${setLine(r, "fresh")}.`,
    "",
    deltaLine(
      "Contamination delta (public − fresh accuracy on the original dumps, hardness-standardised)",
      r.contamination,
      "positive: the public questions are translated better than equally hard fresh ones",
    ),
    ...(r.variants.includes("atd")
      ? [
          deltaLine(
            "ATD drop difference (accuracy lost under ATD on fresh − on public)",
            r.atd,
            "positive: the public databases lose less without their keys and rows, as if remembered",
          ),
        ]
      : []),
    ...droppedLines(r),
    ...conventionsLines(r.conventions),
    ...comparabilityLines(r, perGroup),
  ];
  if (!perGroup) return lines;
  lines.push("", ...accuracyTable(r), "", ...spreadTable(r.byDatabase));
  if (r.goldProblems.length) {
    lines.push(
      "",
      ...details(
        `Gold queries with problems (${r.goldProblems.length})`,
        r.goldProblems.map((p) => `- ${cell(p.questionId)}: ${cell(p.message)}`),
      ),
    );
  }
  return lines;
}

const DISTINCT_WORDS: Record<DistinctConvention, string> = {
  strip: "DISTINCT stripped as test-suite-sql-eval by default",
  keep: "DISTINCT kept (test-suite-sql-eval's `--keep_distinct`)",
};
const UNUSABLE_WORDS: Record<UnusableConvention, string> = {
  wrong: "answers without SQL count wrong, as the paper",
  excluded: "answers without SQL left out of accuracy (the paper counts them wrong)",
};

/** Which scoring conventions every number above used (results.json from before they existed has none). */
function conventionsLines(c: ScoringConventions | undefined): string[] {
  if (!c) return [];
  return ["", `Scoring: ${DISTINCT_WORDS[c.distinct]}; ${UNUSABLE_WORDS[c.unusable]}.`];
}

function setLine(r: TextToSqlReport, set: SqlSet): string {
  const s = r.sets[set];
  const origin = r.origins[set] ? ` from ${cell(r.origins[set])}` : "";
  return `${set} ${s.questions} questions on ${s.databases} databases${origin} (${s.unusable} of ${s.scored + s.unusable} answers held no SQL)`;
}

function deltaLine(title: string, d: SqlDeltaSummary | undefined, meaning: string): string {
  if (!d) return `- ${title}: not measured (no scored question in a set).`;
  const m = d.metric;
  const measured = `${formatSigned(m.value, "difference")}`;
  if (!m.interval) {
    return `- ${title}: ${measured}, no interval (a set has fewer than 2 databases); ${meaning}.`;
  }
  const ci = `${formatLevel(m.interval.level)} CI ${formatInterval(m.interval, "difference")}`;
  return `- ${title}: ${measured} (${ci}, p ${formatP(m.pValue ?? 1)}, ${m.clusters ?? 0} databases); ${meaning}.`;
}

function droppedLines(r: TextToSqlReport): string[] {
  const dropped = [...(r.contamination?.dropped ?? []), ...(r.atd?.dropped ?? [])];
  const levels = [...new Set(dropped.map((d) => d.hardness))];
  if (levels.length === 0) return [];
  const why = levels.map((h) => {
    const sets = [...new Set(dropped.filter((d) => d.hardness === h).flatMap((d) => d.missingFrom))];
    return `${h} (no ${listItems(sets)} question)`;
  });
  return ["", `> Left out of the hardness standardisation, weights renormalised: ${listItems(why)}.`];
}

function accuracyTable(r: TextToSqlReport): string[] {
  const columns = COLUMNS.filter((c) => r.variants.includes(c.variant));
  const weights = new Map(r.contamination?.weights.map((w) => [w.hardness, w.weight]) ?? []);
  const find = (c: (typeof COLUMNS)[number], hardness: SqlAccuracyCell["hardness"]) =>
    r.cells.find((x) => x.set === c.set && x.variant === c.variant && x.hardness === hardness);
  const levels = [...HARDNESS_LEVELS, "all" as const].filter((h) => r.cells.some((x) => x.hardness === h));
  const rows = levels.map((h) => [
    h,
    h === "all" ? "" : weights.has(h) ? formatMeasure(weights.get(h) ?? 0, "rate") : "—",
    ...columns.map((c) => accuracyCell(find(c, h))),
  ]);
  return table(["Hardness", "Weight", ...columns.map((c) => c.title)], rows);
}

function accuracyCell(c: SqlAccuracyCell | undefined): string {
  if (!c) return "—";
  return `${formatMeasure(c.accuracy, "rate")} (${formatInterval(c.interval, "rate")}; ${c.questions} q)`;
}

function spreadTable(rows: readonly SqlDatabaseSpread[]): string[] {
  return table(
    ["Set", "Variant", "Accuracy (pooled)", "Mean over databases (min–max)", "Lowest, highest", "Databases"],
    rows.map((row) => [
      row.set,
      row.variant,
      formatMeasure(row.pooled, "rate"),
      `${formatMeasure(row.spread.mean, "rate")} (${formatRange(row.spread.min, row.spread.max, "rate")})`,
      `${cell(row.spread.minCluster)}, ${cell(row.spread.maxCluster)}`,
      String(row.spread.clusters),
    ]),
  );
}

/**
 * What both sides' dumps showed and whether that is comparable: the rows policy and why, and, when the sides
 * differ (or with `perGroup`), per side its rows and dump tokens per table and the share ATD removes.
 */
function comparabilityLines(r: TextToSqlReport, perGroup: boolean): string[] {
  const c = r.comparability;
  if (!c) return [];
  // Our own sentences (no model text, no paths): written whole, never cut to a table cell's width.
  const lines = ["", `Dumps shown: ${c.rows.why}.`];
  if (!c.comparable)
    lines.push(
      "",
      `> **Sides not comparable**: ${c.problems.join("; ")}. The ATD drop difference is not decided: the gap could come from what the dumps show rather than from what the model remembers. Show both sides the same thing (\`rows: none\`, or \`rows: sample\` with data on both sides).`,
    );
  if (c.comparable && !perGroup) return lines;
  const sides: SqlSet[] = ["public", "fresh"];
  lines.push(
    "",
    ...table(
      [
        "Side",
        "Databases",
        "Tables",
        "Rows shown per table",
        "Dump tokens per table",
        "ATD tokens per table",
        "ATD removes",
      ],
      sides.map((set) => {
        const s = c.sides[set];
        return [
          set,
          String(s.databases),
          String(s.tables),
          s.hasRows ? String(s.rowsPerTable) : s.hasData ? "none (has data)" : "none (no data)",
          String(s.tokensPerTable.original),
          String(s.tokensPerTable.atd),
          `${Math.round(s.atdRemovedShare * 100)}%`,
        ];
      }),
    ),
  );
  return lines;
}
