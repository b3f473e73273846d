import { randomBytes } from "node:crypto";
import { basename, isAbsolute, relative, resolve } from "node:path";
import type { CliFlags } from "../config/cli-commands.js";
import type { Diagnostic } from "../config/diagnostic.js";
import { ConfigError, formatConfigError } from "../config/errors.js";
import { EXIT } from "../config/exit-codes.js";
import { openSealed, sealFiles } from "../contamination/sealed-archive.js";
import { isSetFileName } from "../contamination/sql-set-files.js";
import type { SqlSetIO } from "../contamination/sql-set-load.js";
import { loadSqlSet } from "../contamination/sql-sets.js";
import { HARDNESS_LEVELS } from "../sql/hardness.js";
import { formatDiagnostic, hasErrors } from "../templates/diagnostics.js";
import type { CommandIO } from "./io.js";

/** The environment variable that holds the fresh set's key when `--key-env` does not name another. */
export const DEFAULT_KEY_ENV = "BIAS_GATE_FRESH_KEY";
/** Shorter keys are accepted with a warning: scrypt slows guessing, it cannot make a short key strong. */
const SHORT_KEY = 16;

/** The flags `seal` reads; `keyEnv` and `positionals` until the shared CliFlags has them. */
export type SealFlags = CliFlags & { keyEnv?: string; positionals?: string[] };

/**
 * CommandIO plus a byte writer: the archive is binary and CommandIO writes text. `nodeCommandIO` is to gain
 * `writeBytes`; until then a caller supplies it.
 */
export type SealIO = CommandIO & { writeBytes?(path: string, bytes: Uint8Array): void };

/**
 * `bias-gate seal <dir> --out FILE [--key-env NAME]`: encrypts a fresh text-to-SQL set (its `<db_id>.sql`
 * dumps and `questions.jsonl`) into one archive, with the key from the environment. The set is checked with
 * the same loader a run uses before anything is written; the only file written is the archive.
 */
export function sealCommand(
  flags: SealFlags,
  io: SealIO,
  random: (n: number) => Uint8Array = randomBytes,
): number {
  try {
    return seal(flags, io, random);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.stderr(`${formatConfigError(error, io.cwd)}\n`);
    return EXIT.badInput;
  }
}

function seal(flags: SealFlags, io: SealIO, random: (n: number) => Uint8Array): number {
  const writeBytes = io.writeBytes;
  if (!writeBytes) throw new Error("this CommandIO has no writeBytes: the archive cannot be written");
  const { dir, out, keyEnv } = sealTargets(flags, io);
  const files = setFiles(dir, io);
  const loaded = loadSqlSet("fresh", { dir }, setIO(files, dir, io));
  for (const d of loaded.diagnostics) io.stderr(`${formatDiagnostic(relativeTo(d, io.cwd))}\n`);
  if (hasErrors(loaded.diagnostics) || !loaded.data) return EXIT.badInput;
  const passphrase = io.env[keyEnv];
  if (passphrase === undefined || passphrase === "") {
    throw new ConfigError(
      `$${keyEnv} is ${passphrase === undefined ? "not set" : "empty"}: it holds the key to seal with`,
      `export ${keyEnv}=<a long random key, e.g. from \`openssl rand -base64 32\`>, and store the same key as an Action secret`,
    );
  }
  const sealed = sealFiles(files, passphrase, random);
  // Reopened in memory before writing, so a bad archive never replaces a good one.
  if (JSON.stringify(openSealed(sealed, passphrase)) !== JSON.stringify(sortedEntries(files))) {
    throw new Error("the sealed archive does not reopen to the files sealed");
  }
  writeBytes(out, sealed);
  const { databases, questions } = loaded.data;
  const levels = HARDNESS_LEVELS.map((h) => `${h} ${questions.filter((q) => q.hardness === h).length}`);
  io.stdout(
    `sealed ${databases.length} databases (${databases.map((d) => d.dbId).join(", ")}) and ` +
      `${questions.length} questions (${levels.join(", ")}) into ${flags.out}\n` +
      `the key is not stored in the archive: it opens only with $${keyEnv}; keep the key as a secret and ` +
      "keep the plaintext directory out of public view\n",
  );
  if (passphrase.length < SHORT_KEY) {
    io.stderr(`warning: $${keyEnv} is shorter than ${SHORT_KEY} characters; a long random key is safer\n`);
  }
  return EXIT.pass;
}

function sealTargets(flags: SealFlags, io: CommandIO): { dir: string; out: string; keyEnv: string } {
  const usage = "bias-gate seal <dir> --out FILE [--key-env NAME]";
  const [dir, ...extra] = flags.positionals ?? [];
  if (dir === undefined) throw new ConfigError("seal needs the set's directory", `write ${usage}`);
  if (extra.length > 0) throw new ConfigError(`seal takes one directory, got ${1 + extra.length}`, usage);
  if (!flags.out) throw new ConfigError("seal needs --out FILE, the archive to write", `write ${usage}`);
  return {
    dir: resolve(io.cwd, dir),
    out: resolve(io.cwd, flags.out),
    keyEnv: flags.keyEnv ?? DEFAULT_KEY_ENV,
  };
}

/** The set's files by name: what is sealed, and all the loader reads. */
function setFiles(dir: string, io: CommandIO): Record<string, string> {
  const files: Record<string, string> = {};
  for (const path of io.glob(["*.sql", "questions.jsonl"], dir)) {
    const name = basename(path);
    const text = isSetFileName(name) ? io.readText(path) : undefined;
    if (text !== undefined) files[name] = text;
  }
  if (!Object.keys(files).some((name) => name.endsWith(".sql"))) {
    throw new ConfigError(
      `no <db_id>.sql dumps in ${dir}`,
      "name a directory holding <db_id>.sql dumps and questions.jsonl (check the path)",
    );
  }
  if (files["questions.jsonl"] === undefined) {
    throw new ConfigError(`no questions.jsonl in ${dir}`, 'add one {"db_id", "question", "query"} a line');
  }
  return files;
}

/** The loader's view of files already read, so what is checked is exactly what is sealed. */
function setIO(files: Record<string, string>, dir: string, io: CommandIO): SqlSetIO {
  const byPath = new Map(Object.entries(files).map(([name, text]) => [resolve(dir, name), text]));
  return {
    readText: (path) => byPath.get(path),
    readBytes: () => undefined,
    env: (name) => io.env[name],
    listDir: (path) => (path === dir ? Object.keys(files) : undefined),
  };
}

function sortedEntries(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The diagnostic with its file relative to the working directory when inside it, as other commands print them. */
function relativeTo(d: Diagnostic, cwd: string): Diagnostic {
  const rel = relative(cwd, d.file);
  return isAbsolute(d.file) && rel !== "" && !rel.startsWith("..") ? { ...d, file: rel } : d;
}
