/**
 * A text-to-SQL suite's two sets as the model is shown them: the rows policy decided and applied to both sides,
 * the sides compared, and what lint says about it (an error for `rows: sample` on a side without data, a warning
 * when the sides are not comparable).
 */
import type { GateConfig, TextToSqlSuite } from "../config/config.js";
import { locateSuiteKeys } from "../config/config-file.js";
import { type Diagnostic, fileStart, makeDiagnostic, type SourcePosition } from "../config/diagnostic.js";
import {
  applyRows,
  compareSides,
  decideRows,
  notComparableReason,
  type SqlComparability,
} from "./sql-side-comparability.js";
import type { SqlSet, SqlSetData } from "./text-to-sql-types.js";

export interface ShownSides {
  loaded?: { suite: TextToSqlSuite; sets: Record<SqlSet, SqlSetData>; comparability: SqlComparability };
  diagnostics: Diagnostic[];
}

/** Both sets under the suite's rows policy, compared; no `loaded` when the policy cannot be applied. */
export function showBothSides(
  suite: TextToSqlSuite,
  sets: Record<SqlSet, SqlSetData>,
  config: Pick<GateConfig, "seed" | "configFile">,
  io: { readText(path: string): string | undefined },
): ShownSides {
  const decision = decideRows(sets, suite.rows, suite.rowsPerTable);
  const at = () =>
    suiteKeyPosition(suite.name, "rows", config.configFile, io) ?? fileStart(sets.public.origin);
  if (decision.error) {
    const sides = decision.error.map((s) => `the ${s} set`).join(" and ");
    const message = `text-to-SQL suite '${suite.name}' has rows: sample, but ${sides} has no rows to sample (${decision.error.map((s) => sets[s].origin).join(", ")})`;
    const hint = decision.error.includes("public")
      ? "give the public side its data (spider: database-dir: Spider's database/ folder), or set `rows: none` (or `auto`) to show both sides schema-only"
      : "give the fresh dumps INSERTs, or set `rows: none` (or `auto`) to show both sides schema-only";
    return { diagnostics: [makeDiagnostic("error", "sql-rows-no-data", at(), message, hint)] };
  }
  const shown = {
    public: applyRows(sets.public, decision.shown, suite.rowsPerTable, config.seed),
    fresh: applyRows(sets.fresh, decision.shown, suite.rowsPerTable, config.seed),
  };
  const comparability = compareSides(shown, sets, decision);
  const diagnostics: Diagnostic[] = [];
  if (!comparability.comparable) {
    const message = `text-to-SQL suite '${suite.name}': ${notComparableReason(comparability)}; its ATD drop difference will be inconclusive`;
    const hint =
      "show both sides the same thing: `rows: none` for schema-only dumps, or `rows: sample` with data on both sides (spider: database-dir for Spider's own databases)";
    diagnostics.push(makeDiagnostic("warning", "sql-sides-not-comparable", at(), message, hint));
  }
  return { loaded: { suite, sets: shown, comparability }, diagnostics };
}

/** Where the config file's suite named `name` writes `key` (or the suite's `name:` line), when it can be found. */
function suiteKeyPosition(
  name: string,
  key: string,
  configFile: string | undefined,
  io: { readText(path: string): string | undefined },
): SourcePosition | undefined {
  const text = configFile ? io.readText(configFile) : undefined;
  if (text === undefined || configFile === undefined) return undefined;
  const named = locateSuiteKeys(text, configFile, "name").find((k) => k.value === name);
  if (!named) return undefined;
  const keyed = locateSuiteKeys(text, configFile, key).find((k) => k.suite === named.suite);
  return (keyed ?? named).where;
}
