/**
 * results.json on disk, and items.jsonl beside it. Every scored item goes to items.jsonl, one per line, in
 * results.json's item order (prompt id, then trial); results.json keeps them inline too while they are few
 * (older bias-gate versions and scripts read them there), and beyond that names the file instead, so a run of
 * 100,000 requests still has a results.json a person, a dashboard or the Action can read whole.
 */
import { dirname, join } from "node:path";
import { ConfigError } from "../config/errors.js";
import type { ScoredItem } from "../metrics/types.js";
import type { Results } from "./results.js";

/** The items' file name, in the directory of results.json. */
export const ITEMS_FILE = "items.jsonl";

/** Up to this many items results.json also carries inline (about 2 MiB of JSON). */
export const INLINE_ITEMS_LIMIT = 5_000;

/** Where results.json's items are when they are not inline: a path relative to it, and how many lines. */
export interface ItemsFileRef {
  path: string;
  count: number;
}

/** results.json's text: the results, with the items inline while there are at most `INLINE_ITEMS_LIMIT`. */
export function resultsFileText(results: Results): string {
  const { items, ...rest } = results;
  const stored =
    items.length <= INLINE_ITEMS_LIMIT
      ? results
      : { ...rest, itemsFile: { path: ITEMS_FILE, count: items.length } satisfies ItemsFileRef };
  return `${JSON.stringify(stored, null, 2)}\n`;
}

/**
 * `results` with its items read from the file it names (`itemsFile`, relative to `file`) when they are not inline.
 * Throws a ConfigError naming the file and the fix when the items file is missing, unreadable or short.
 */
export function withStoredItems(
  results: Results & { itemsFile?: ItemsFileRef },
  file: string,
  readText: (path: string) => string | undefined,
): Results {
  const ref = results.itemsFile;
  if (ref === undefined || results.items.length > 0) return results;
  const path = join(dirname(file), ref.path);
  const text = readText(path);
  const hint = `keep ${ref.path} from the run's output directory beside ${file}: the baseline's paired tests read its items`;
  if (text === undefined)
    throw new ConfigError(`${file} keeps its items in ${path}, which is missing`, hint, { file });
  const items = parseItemLines(text, path, hint);
  if (items.length !== ref.count) {
    throw new ConfigError(`${path} has ${items.length} items; ${file} says ${ref.count}`, hint, {
      file: path,
    });
  }
  return { ...results, items };
}

function parseItemLines(text: string, path: string, hint: string): ScoredItem[] {
  const items: ScoredItem[] = [];
  let line = 0;
  for (const row of text.split("\n")) {
    line++;
    if (row.trim() === "") continue;
    let item: unknown;
    try {
      item = JSON.parse(row);
    } catch (error) {
      throw new ConfigError(`not a JSON line (${(error as Error).message})`, hint, { file: path, line });
    }
    const { promptId, trial } = (item ?? {}) as Partial<ScoredItem>;
    if (typeof promptId !== "string" || typeof trial !== "number") {
      throw new ConfigError("not a scored item (needs promptId and trial)", hint, { file: path, line });
    }
    items.push(item as ScoredItem);
  }
  return items;
}
