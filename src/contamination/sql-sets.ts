/**
 * Loading a text-to-SQL set (issue 13) from where it lives: a directory of dumps and questions, Spider's
 * `dev.json` and `tables.json`, or a sealed (encrypted) archive of a directory. Every problem is a diagnostic
 * with file, line and hint; nothing here throws on bad input. Callers stop on errors (`hasErrors`) as they do
 * for templates; `data` is still returned when something could be read, so a lint can count what is there.
 */
import { join } from "node:path";
import { type Diagnostic, fileStart } from "../config/diagnostic.js";
import { openSealed, SealedArchiveError } from "./sealed-archive.js";
import { loadSpider } from "./spider-set.js";
import { isSetFileName, loadSetFiles } from "./sql-set-files.js";
import { type SqlSetIO, type SqlSetLoad, setError } from "./sql-set-load.js";
import type { SqlSet } from "./text-to-sql-types.js";

export type SqlSetSource =
  /** A directory of `<db_id>.sql` dumps and one `questions.jsonl`. */
  | { dir: string }
  /** Spider's `dev.json` and `tables.json`; `databases` keeps only those db_ids. */
  | { spider: { questions: string; tables: string; databases?: string[]; databaseDir?: string } }
  /** A sealed archive of a `dir` set, opened with the passphrase in the environment variable `keyEnv`. */
  | { sealed: string; keyEnv: string };

/** Loads one set; see {@link SqlSetSource} for the three places a set can come from. */
export function loadSqlSet(set: SqlSet, source: SqlSetSource, io: SqlSetIO): SqlSetLoad {
  if ("dir" in source) return loadDir(set, source.dir, io);
  if ("spider" in source) return loadSpider(set, source.spider, io);
  return loadSealed(set, source, io);
}

function loadDir(set: SqlSet, dir: string, io: SqlSetIO): SqlSetLoad {
  const names = io.listDir(dir);
  if (names === undefined) {
    const hint = "point the set's `dir` at a directory of <db_id>.sql dumps and questions.jsonl";
    return { diagnostics: [setError("sql-set-missing", fileStart(dir), `no directory ${dir}`, hint)] };
  }
  const files: Record<string, string> = {};
  for (const name of names.filter(isSetFileName)) {
    const text = io.readText(join(dir, name));
    if (text !== undefined) files[name] = text;
  }
  return loadSetFiles(set, files, { origin: dir, pathOf: (name) => join(dir, name), secret: false });
}

function loadSealed(set: SqlSet, source: { sealed: string; keyEnv: string }, io: SqlSetIO): SqlSetLoad {
  const { sealed, keyEnv } = source;
  const at = fileStart(sealed);
  const bytes = io.readBytes(sealed);
  const passphrase = io.env(keyEnv);
  const diagnostics: Diagnostic[] = [];
  if (bytes === undefined) {
    const hint = "make it with `bias-gate seal <dir> --out FILE`, or fix the path";
    diagnostics.push(setError("sql-set-missing", at, `no sealed archive ${sealed}`, hint));
  }
  if (passphrase === undefined || passphrase === "") {
    const message = `$${keyEnv} is ${passphrase === undefined ? "not set" : "empty"}: it holds the key that opens ${sealed}`;
    const hint =
      `store the key as an Action secret and map it into the step: env: { ${keyEnv}: \${{ secrets.${keyEnv} }} }` +
      ` (locally: export ${keyEnv}=…)`;
    diagnostics.push(setError("sql-set-key-missing", at, message, hint));
  }
  if (bytes === undefined || passphrase === undefined || passphrase === "") return { diagnostics };
  let files: Record<string, string>;
  try {
    files = openSealed(bytes, passphrase);
  } catch (e) {
    if (!(e instanceof SealedArchiveError)) throw e;
    return { diagnostics: [sealedError(e, sealed, keyEnv)] };
  }
  return loadSetFiles(set, files, { origin: sealed, pathOf: (name) => `${sealed}/${name}`, secret: true });
}

function sealedError(e: SealedArchiveError, file: string, keyEnv: string): Diagnostic {
  const at = fileStart(file);
  if (e.problem === "wrong-key-or-damaged") {
    return setError(
      "sql-set-wrong-key",
      at,
      `cannot open ${file}: the key in $${keyEnv} does not decrypt it (wrong key, or the file is damaged)`,
      `set $${keyEnv} to the key it was sealed with (no trailing newline or spaces), or seal the set again`,
    );
  }
  const hint =
    e.problem === "unsupported-version"
      ? "update bias-gate, or seal the set again with this version"
      : "seal the set again with `bias-gate seal <dir> --out FILE`";
  return setError("sql-set-sealed-unreadable", at, `cannot open ${file}: ${e.message}`, hint);
}
