import type { CoreferenceSuite } from "../config/config.js";
import { type Diagnostic, fileStart, makeDiagnostic } from "../config/diagnostic.js";
import { foldAnnotationMarks } from "./annotation-marks.js";
import { type OccupationLists, parseWordList } from "./occupations.js";
import { type CorefItem, parseWinoBias } from "./winobias.js";
import { pairWinoBias } from "./winobias-pairs.js";

/** A coreference suite read and checked: its paired items, occupation lists and adjectives. */
export interface LoadedCoreference {
  suite: CoreferenceSuite;
  items: CorefItem[];
  occupations: OccupationLists;
  adjectives: { male: string[]; female: string[] };
  diagnostics: Diagnostic[];
}

/**
 * Reads a WinoBias-style suite through `io` (the only IO, passed in): occupation lists, pro and anti files
 * (paired file by file, line number with line number), and the adjective lists (only when the suite names them:
 * a conditions table brings its own adjectives). Every problem is a diagnostic.
 */
export function loadCoreferenceSuite(
  suite: CoreferenceSuite,
  io: { readText(path: string): string | undefined },
): LoadedCoreference {
  const diagnostics: Diagnostic[] = [];
  const words = (file: string, what: string): string[] => {
    const text = io.readText(file);
    if (text === undefined) {
      diagnostics.push(missing(file));
      return [];
    }
    const parsed = parseWordList(text, file);
    diagnostics.push(...parsed.diagnostics);
    if (parsed.words.length === 0) diagnostics.push(emptyList(file, what));
    return parsed.words;
  };
  const occupations = {
    male: words(suite.maleOccupations, "male-stereotyped occupations"),
    female: words(suite.femaleOccupations, "female-stereotyped occupations"),
  };
  const adjectives = suite.adjectives
    ? {
        male: words(suite.adjectives.male, "male-associated adjectives"),
        female: words(suite.adjectives.female, "female-associated adjectives"),
      }
    : { male: [], female: [] };
  const items: CorefItem[] = [];
  suite.pro.forEach((proFile, i) => {
    const antiFile = suite.anti[i];
    // Several files reuse line numbers (WinoBias's dev and test): the file's position keeps their ids apart.
    const source = suite.pro.length > 1 ? String(i + 1) : undefined;
    const read = (file: string, stereotype: "pro" | "anti"): CorefItem[] => {
      const text = io.readText(file);
      if (text === undefined) {
        diagnostics.push(missing(file));
        return [];
      }
      const parsed = parseWinoBias(text, file, stereotype, { occupations, ...(source ? { source } : {}) });
      const found = parsed.diagnostics.map((d) => keptUnderPublishedReader(d, suite));
      diagnostics.push(...foldAnnotationMarks(found, suite.name, stereotype));
      return parsed.items;
    };
    if (!antiFile) {
      diagnostics.push(
        makeDiagnostic(
          "error",
          "unpaired-file",
          fileStart(proFile),
          `no anti-stereotyped file is paired with ${proFile}`,
          "list as many anti files as pro files, in the same order",
        ),
      );
      return;
    }
    const paired = pairWinoBias(read(proFile, "pro"), read(antiFile, "anti"));
    diagnostics.push(...paired.diagnostics);
    items.push(...paired.items);
  });
  return { suite, items, occupations, adjectives, diagnostics };
}

/**
 * The published reader keeps an item whose other occupation is not in the lists (a misspelling in the data):
 * the warning then says so instead of implying the item cannot be scored.
 */
function keptUnderPublishedReader(d: Diagnostic, suite: CoreferenceSuite): Diagnostic {
  if (d.code !== "no-other-occupation" || suite.parser !== "published") return d;
  return { ...d, ...UNKNOWN_OTHER_KEPT };
}

/** The warning for an item kept under the published reader though its other occupation is unknown. */
export const UNKNOWN_OTHER_KEPT = {
  code: "unknown-other-occupation",
  message: "other occupation not in the occupation lists; kept: only the referent's key can be correct",
  hint: "add the sentence's other occupation (or fix its spelling) so a wrong answer naming it counts as incorrect",
} as const;

function missing(file: string): Diagnostic {
  return makeDiagnostic(
    "error",
    "missing-file",
    fileStart(file),
    `file not found: ${file}`,
    "check the path in the suite's config",
  );
}

/**
 * An empty list (nothing but blank lines and comments): no sentence could be matched or no condition filled, so
 * the suite's checks would vanish or the run would fail later without saying which file is to blame.
 */
function emptyList(file: string, what: string): Diagnostic {
  const message = `the list of ${what} is empty`;
  const hint = "write one entry per line (lines starting with # are comments), or fix the path in the suite";
  return makeDiagnostic("error", "empty-list", fileStart(file), message, hint);
}
