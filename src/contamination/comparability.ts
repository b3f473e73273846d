/**
 * Are the reference and fresh sets alike enough for the contamination delta to mean memorisation? The study's
 * Table 1, side by side: a fresh set of tiny schemas with plain names is easier to restore than a public set of
 * large schemas with cryptic names (or the reverse), and the delta would then measure difficulty, not exposure.
 * Pure descriptive statistics; no test (the sets are what they are), only warnings on large differences.
 */
import type { Schema } from "../sql/schema.js";
import { STOP_WORDS } from "./text-mask.js";
import type { TextItem } from "./types.js";

/**
 * How a measure is compared: `count` (size of the set; never warned about — fewer clusters only widen the
 * intervals), `mean` (warned when reference/fresh is outside [2/3, 3/2]), `share` (a rate in [0,1]; warned when
 * the absolute difference exceeds 0.2).
 */
export type MeasureKind = "count" | "mean" | "share";

export interface SetMeasure {
  measure: string;
  kind: MeasureKind;
  value: number;
}

export interface ComparisonRow {
  measure: string;
  kind: MeasureKind;
  reference: number;
  fresh: number;
  /** reference / fresh; 1 when both are 0, null when only fresh is 0. */
  ratio: number | null;
}

export interface Comparison {
  rows: ComparisonRow[];
  /** One plain sentence per measure that differs a lot, in row order. */
  warnings: string[];
}

const MEAN_RATIO_LOW = 2 / 3;
const MEAN_RATIO_HIGH = 3 / 2;
const SHARE_DIFFERENCE = 0.2;

/**
 * Known abbreviations in column names (lower case). A token on this list makes a name abbreviated.
 */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  (
    "id ids num nbr no qty amt addr desc descr dept emp cust dob fname lname mname acct avg cnt cat pct " +
    "ref seq src dst tmp temp info img msg pwd usr ts dt tm yr mo hr min max std stat org loc lat lon lng " +
    "tel ph fax zip st ave apt bldg prod mgr sal doc txn inv pos sku uom doj ssn vin"
  ).split(" "),
);

/**
 * Common long words of schemas. A token of at least 3 letters that is a strict prefix of one of them and not a
 * word of this list itself (nor of `FULL_WORDS`) is read as a truncation: `depart`, `descrip`, `quant`, `custo`.
 */
export const PREFIX_WORDS: readonly string[] = (
  "account address amount average category code count customer date department description document employee " +
  "identifier information manager message number order organization password percent position product " +
  "quantity reference salary sequence source statistic status telephone temperature transaction user"
).split(" ");

/** Whole words that are prefixes of `PREFIX_WORDS` but are not truncations (`price_per_unit`, `custom_field`). */
const FULL_WORDS: ReadonlySet<string> = new Set([
  ...PREFIX_WORDS,
  "add",
  "custom",
  "man",
  "pass",
  "per",
  "use",
]);

const VOWELS = /[aeiou]/;

/**
 * A column name split into lower-case tokens at underscores, hyphens, spaces and dots, camelCase and
 * ACRONYMWord boundaries, and letter–digit boundaries: `custAddr2_line` → `cust addr 2 line`.
 */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, "$1$3 $2$4")
    .split(/[\s_\-.]+/)
    .filter((t) => t !== "")
    .map((t) => t.toLowerCase());
}

/** Compound: more than one token by `nameTokens` (`first_name`, `firstName`, `address2`). */
export function isCompoundName(name: string): boolean {
  return nameTokens(name).length > 1;
}

/**
 * Abbreviated: some token is a known abbreviation (`ABBREVIATIONS`), or is all letters, at most 3 long and
 * without a vowel (`nm`, `pk`, `dt`), or is a truncation of a common schema word (see `PREFIX_WORDS`).
 */
export function isAbbreviatedName(name: string): boolean {
  return nameTokens(name).some(
    (token) =>
      ABBREVIATIONS.has(token) ||
      (/^\p{L}{1,3}$/u.test(token) && !VOWELS.test(token)) ||
      (token.length >= 3 &&
        !FULL_WORDS.has(token) &&
        PREFIX_WORDS.some((word) => word.length > token.length && word.startsWith(token))),
  );
}

/**
 * Table 1 measures of a SQL set: databases (count); tables per database (mean over databases); columns per
 * table (mean over all tables); foreign keys per column (foreign-key constraints / columns, a mean); the share
 * of compound and of abbreviated column names (over all columns).
 */
export function describeSchemas(schemas: readonly Schema[]): SetMeasure[] {
  const tables = schemas.flatMap((s) => s.tables);
  const columns = tables.flatMap((t) => t.columns.map((c) => c.name));
  const foreignKeys = tables.reduce((acc, t) => acc + t.foreignKeys.length, 0);
  return [
    { measure: "databases", kind: "count", value: schemas.length },
    { measure: "tables per database", kind: "mean", value: ratioOrZero(tables.length, schemas.length) },
    { measure: "columns per table", kind: "mean", value: ratioOrZero(columns.length, tables.length) },
    { measure: "foreign keys per column", kind: "mean", value: ratioOrZero(foreignKeys, columns.length) },
    { measure: "share of compound column names", kind: "share", value: shareOf(columns, isCompoundName) },
    {
      measure: "share of abbreviated column names",
      kind: "share",
      value: shareOf(columns, isAbbreviatedName),
    },
  ];
}

/**
 * Table 1 measures of a text set: items (count); mean length in words; vocabulary size (distinct lower-case
 * words, a count); type/token ratio (distinct / all words, a share — it falls as a set grows, so compare sets of
 * similar size); share of words that are stop words. Words as in masking: letters and digits with inner `'`/`-`.
 */
export function describeTexts(items: readonly TextItem[]): SetMeasure[] {
  const words = items.flatMap((item) => item.text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? []);
  const lower = words.map((w) => w.toLowerCase().replace(/’/g, "'"));
  const vocabulary = new Set(lower).size;
  return [
    { measure: "items", kind: "count", value: items.length },
    { measure: "mean length (words)", kind: "mean", value: ratioOrZero(words.length, items.length) },
    { measure: "vocabulary size", kind: "count", value: vocabulary },
    { measure: "type/token ratio", kind: "share", value: ratioOrZero(vocabulary, words.length) },
    { measure: "share of stop words", kind: "share", value: shareOf(lower, (w) => STOP_WORDS.has(w)) },
  ];
}

/**
 * What predicts how hard the masked names are to restore, for one side: their mean length in characters and in
 * tokens (`nameTokens`), how common their words are in the side's own vocabulary (per name, the mean over its
 * tokens of the share of the side's names that contain the token: a `name` or `id` column is easy to guess in a
 * schema full of them), and the shares of compound and of abbreviated masked names. `vocabulary`: every column
 * name of the side's schemas, or every word of its texts.
 */
export function describeMasked(masked: readonly string[], vocabulary: readonly string[]): SetMeasure[] {
  const tokenised = masked.map(nameTokens);
  const containing = new Map<string, number>();
  for (const name of vocabulary) {
    for (const token of new Set(nameTokens(name))) containing.set(token, (containing.get(token) ?? 0) + 1);
  }
  const frequency = (tokens: readonly string[]) =>
    ratioOrZero(
      tokens.reduce((acc, t) => acc + ratioOrZero(containing.get(t) ?? 0, vocabulary.length), 0),
      tokens.length,
    );
  const mean = (values: readonly number[]) =>
    ratioOrZero(
      values.reduce((a, b) => a + b, 0),
      values.length,
    );
  return [
    { measure: "masked-name length (characters)", kind: "mean", value: mean(masked.map((m) => m.length)) },
    { measure: "masked-name length (tokens)", kind: "mean", value: mean(tokenised.map((t) => t.length)) },
    { measure: "masked-name word frequency", kind: "mean", value: mean(tokenised.map(frequency)) },
    { measure: "share of compound masked names", kind: "share", value: shareOf(masked, isCompoundName) },
    {
      measure: "share of abbreviated masked names",
      kind: "share",
      value: shareOf(masked, isAbbreviatedName),
    },
  ];
}

/** The names each side's probes masked, for `describeMasked`. */
export interface MaskedNames {
  reference: readonly string[];
  fresh: readonly string[];
}

/**
 * Side-by-side Table 1 of two SQL sets or two text sets, with a warning per measure that differs a lot; with the
 * probes' masked names, also the features that predict restore difficulty (`describeMasked`).
 */
export function compareSets(
  reference: readonly Schema[],
  fresh: readonly Schema[],
  masked?: MaskedNames,
): Comparison;
export function compareSets(
  reference: readonly TextItem[],
  fresh: readonly TextItem[],
  masked?: MaskedNames,
): Comparison;
export function compareSets(
  reference: readonly Schema[] | readonly TextItem[],
  fresh: readonly Schema[] | readonly TextItem[],
  masked?: MaskedNames,
): Comparison {
  const sql = [...reference, ...fresh].some((x) => "tables" in x);
  const side = (items: readonly Schema[] | readonly TextItem[], names: readonly string[] | undefined) => {
    const described = sql ? describeSchemas(items as Schema[]) : describeTexts(items as TextItem[]);
    if (!names) return described;
    const vocabulary = sql
      ? (items as Schema[]).flatMap((s) => s.tables.flatMap((t) => t.columns.map((c) => c.name)))
      : (items as TextItem[]).flatMap((item) => item.text.match(WORDS) ?? []);
    return [...described, ...describeMasked(names, vocabulary)];
  };
  return compareMeasures(side(reference, masked?.reference), side(fresh, masked?.fresh));
}

const WORDS = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Joins two descriptions measure by measure (the reference's order) and words the large differences. */
export function compareMeasures(reference: readonly SetMeasure[], fresh: readonly SetMeasure[]): Comparison {
  const rows: ComparisonRow[] = [];
  const warnings: string[] = [];
  for (const r of reference) {
    const f = fresh.find((m) => m.measure === r.measure);
    if (!f) continue;
    const row: ComparisonRow = {
      measure: r.measure,
      kind: r.kind,
      reference: r.value,
      fresh: f.value,
      ratio: f.value === 0 ? (r.value === 0 ? 1 : null) : r.value / f.value,
    };
    rows.push(row);
    const warning = warningFor(row);
    if (warning) warnings.push(warning);
  }
  return { rows, warnings };
}

function warningFor(row: ComparisonRow): string | undefined {
  const off =
    row.kind === "mean"
      ? row.ratio === null || row.ratio < MEAN_RATIO_LOW || row.ratio > MEAN_RATIO_HIGH
      : row.kind === "share" && Math.abs(row.reference - row.fresh) > SHARE_DIFFERENCE;
  if (!off) return undefined;
  const values = `reference ${formatValue(row.reference, row.kind)}, fresh ${formatValue(row.fresh, row.kind)}`;
  return `"${row.measure}" differs a lot between the sets (${values}); the contamination delta may reflect this difference rather than memorisation.`;
}

/** Rendering only: shares as percentages, means with 3 significant digits. */
function formatValue(value: number, kind: MeasureKind): string {
  if (kind === "share") return `${(value * 100).toFixed(0)}%`;
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(3)));
}

function ratioOrZero(numerator: number, denominator: number): number {
  return denominator === 0 ? 0 : numerator / denominator;
}

function shareOf<T>(items: readonly T[], predicate: (item: T) => boolean): number {
  return ratioOrZero(items.filter(predicate).length, items.length);
}
