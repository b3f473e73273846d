import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { type CommandIO, nodeCommandIO } from "../../src/commands/io.js";
import { type SealFlags, type SealIO, sealCommand } from "../../src/commands/seal.js";
import type { CliFlags } from "../../src/config/cli-commands.js";
import { openSealed } from "../../src/contamination/sealed-archive.js";

const FRESH = resolve(import.meta.dirname, "../../fixtures/text-to-sql/fresh");
const KEY = "a long passphrase used only by the seal tests";
const random = (n: number) => new Uint8Array(n).fill(9);

// main.ts registers commands as (flags, io); sealCommand must fit that slot as it is.
const asRegistered: (flags: CliFlags, io: CommandIO) => number | Promise<number> = sealCommand;
void asRegistered;

interface Fake {
  io: SealIO;
  stdout: () => string;
  stderr: () => string;
  /** Every write, text or bytes, by path. */
  writes: Map<string, Uint8Array | string>;
}

/** An in-memory CommandIO over the given files (absolute paths), recording output and every write. */
function fake(files: Record<string, string>, env: Record<string, string> = {}): Fake {
  let out = "";
  let err = "";
  const writes = new Map<string, Uint8Array | string>();
  const io: SealIO = {
    cwd: "/work",
    readText: (path) => files[path],
    glob: (patterns, cwd) => {
      const wanted = patterns.map(
        (p) => new RegExp(`^${p.replaceAll(".", "\\.").replaceAll("*", "[^/]*")}$`),
      );
      return Object.keys(files)
        .filter((path) => path.startsWith(`${cwd}/`) && !path.slice(cwd.length + 1).includes("/"))
        .filter((path) => wanted.some((re) => re.test(basename(path))))
        .sort();
    },
    defaultConfigPath: "/nowhere/bias-gate.yml",
    writeText: (path, text) => writes.set(path, text),
    makeDir: (path) => writes.set(path, "<dir>"),
    stdout: (text) => {
      out += text;
    },
    stderr: (text) => {
      err += text;
    },
    version: "0.0.0-test",
    env,
    progressMode: "log",
    onInterrupt: () => ({ signal: new AbortController().signal, dispose: () => {} }),
    writeBytes: (path, bytes) => writes.set(path, bytes),
  };
  return { io, stdout: () => out, stderr: () => err, writes };
}

const freshFiles = Object.fromEntries(
  readdirSync(FRESH).map((name) => [join("/work/fresh", name), readFileSync(join(FRESH, name), "utf8")]),
);
const flags = (more: Partial<SealFlags> = {}): SealFlags => ({
  positionals: ["fresh"],
  out: "out/fresh.sealed",
  ...more,
});

describe("bias-gate seal", () => {
  it("seals a set's dumps and questions into the --out file only, and says what it sealed", () => {
    const f = fake(freshFiles, { BIAS_GATE_FRESH_KEY: KEY });
    expect(sealCommand(flags(), f.io, random)).toBe(0);
    expect([...f.writes.keys()]).toEqual(["/work/out/fresh.sealed"]);
    const sealed = f.writes.get("/work/out/fresh.sealed") as Uint8Array;
    const opened = openSealed(sealed, KEY);
    expect(Object.keys(opened)).toEqual([
      "animal_shelter.sql",
      "bike_share.sql",
      "chess_congress.sql",
      "cider_mill.sql",
      "climbing_gym.sql",
      "community_library.sql",
      "community_radio.sql",
      "dance_school.sql",
      "dog_grooming_salon.sql",
      "escape_room_venue.sql",
      "falconry_centre.sql",
      "farmers_cooperative.sql",
      "neighbourhood_tool_share.sql",
      "parcel_depot.sql",
      "printing_press.sql",
      "questions.jsonl",
      "recording_studio.sql",
      "repair_cafe.sql",
      "river_barge_freight.sql",
      "rowing_club.sql",
      "school_sports_league.sql",
      "ski_school.sql",
      "small_clinic.sql",
      "solar_installer.sql",
      "tram_depot.sql",
      "village_bakery.sql",
      "wildlife_survey.sql",
    ]);
    expect(opened["questions.jsonl"]).toBe(freshFiles["/work/fresh/questions.jsonl"]);
    expect(f.stdout()).toContain(
      "sealed 26 databases (animal_shelter, bike_share, chess_congress, cider_mill",
    );
    expect(f.stdout()).toContain(
      "1114 questions (easy 274, medium 472, hard 184, extra 184) into out/fresh.sealed",
    );
    expect(f.stdout()).toContain("the key is not stored in the archive");
    expect(f.stderr()).toBe("");
    expect(f.stdout() + f.stderr()).not.toContain(KEY);
  });

  it("does not put the plaintext in the archive's bytes", () => {
    const f = fake(freshFiles, { BIAS_GATE_FRESH_KEY: KEY });
    sealCommand(flags(), f.io, random);
    const bytes = Buffer.from(f.writes.get("/work/out/fresh.sealed") as Uint8Array).toString("latin1");
    for (const plain of ["CREATE TABLE", "How many books", "community_library", KEY]) {
      expect(bytes).not.toContain(plain);
    }
  });

  it("reads the key from the variable --key-env names", () => {
    const f = fake(freshFiles, { MY_KEY: KEY });
    expect(sealCommand(flags({ keyEnv: "MY_KEY" }), f.io, random)).toBe(0);
    expect(openSealed(f.writes.get("/work/out/fresh.sealed") as Uint8Array, KEY)).toHaveProperty([
      "questions.jsonl",
    ]);
    expect(f.stdout()).toContain("$MY_KEY");
  });

  it.each([
    ["the key variable is unset", {}, flags(), "error: $BIAS_GATE_FRESH_KEY is not set"],
    ["the key variable is empty", { BIAS_GATE_FRESH_KEY: "" }, flags(), "$BIAS_GATE_FRESH_KEY is empty"],
    [
      "no directory is given",
      { BIAS_GATE_FRESH_KEY: KEY },
      flags({ positionals: [] }),
      "needs the set's directory",
    ],
    [
      "two directories are given",
      { BIAS_GATE_FRESH_KEY: KEY },
      flags({ positionals: ["a", "b"] }),
      "one directory",
    ],
    ["--out is missing", { BIAS_GATE_FRESH_KEY: KEY }, flags({ out: undefined }), "seal needs --out FILE"],
  ])("exits 2 with one error line when %s, writing nothing", (_why, env, given, message) => {
    const f = fake(freshFiles, env);
    expect(sealCommand(given, f.io, random)).toBe(2);
    expect(f.stderr()).toContain(message);
    expect(f.stderr().split("\n")[0]).toMatch(/^error: /);
    expect(f.writes.size).toBe(0);
    expect(f.stdout()).toBe("");
  });

  it("exits 2 when the directory has no dumps or no questions.jsonl", () => {
    const noDumps = fake({ "/work/fresh/questions.jsonl": "{}" }, { BIAS_GATE_FRESH_KEY: KEY });
    expect(sealCommand(flags(), noDumps.io, random)).toBe(2);
    expect(noDumps.stderr()).toContain("error: no <db_id>.sql dumps in /work/fresh");
    const noQuestions = fake(
      { "/work/fresh/shop.sql": "CREATE TABLE t (a INTEGER);" },
      { BIAS_GATE_FRESH_KEY: KEY },
    );
    expect(sealCommand(flags(), noQuestions.io, random)).toBe(2);
    expect(noQuestions.stderr()).toContain("error: no questions.jsonl in /work/fresh");
    expect(noDumps.writes.size + noQuestions.writes.size).toBe(0);
  });

  it("refuses a set the loader finds errors in, printing them, before asking for the key", () => {
    const broken = {
      ...freshFiles,
      "/work/fresh/questions.jsonl": '{"db_id": "nowhere", "question": "Q?"}\n',
    };
    const f = fake(broken, {});
    expect(sealCommand(flags(), f.io, random)).toBe(2);
    expect(f.stderr()).toContain("fresh/questions.jsonl:1:1: error: missing or empty: query");
    expect(f.stderr()).not.toContain("BIAS_GATE_FRESH_KEY");
    expect(f.writes.size).toBe(0);
  });

  it("warns about a short key but seals with it", () => {
    const f = fake(freshFiles, { BIAS_GATE_FRESH_KEY: "short" });
    expect(sealCommand(flags(), f.io, random)).toBe(0);
    expect(f.stderr()).toContain("shorter than 16 characters");
    expect(f.stderr()).not.toContain("short\n");
  });

  it("on the real file system, leaves only the archive in the output directory", () => {
    const outDir = mkdtempSync(join(tmpdir(), "bias-gate-seal-"));
    let stdout = "";
    const io: SealIO = {
      ...nodeCommandIO(),
      writeBytes: (path, bytes) => writeFileSync(path, bytes),
      cwd: outDir,
      env: { BIAS_GATE_FRESH_KEY: KEY },
      stdout: (text) => {
        stdout += text;
      },
      stderr: () => {},
    };
    try {
      expect(sealCommand({ positionals: [FRESH], out: "fresh.sealed" }, io)).toBe(0);
      expect(readdirSync(outDir)).toEqual(["fresh.sealed"]);
      expect(Object.keys(openSealed(readFileSync(join(outDir, "fresh.sealed")), KEY))).toHaveLength(27);
      expect(stdout).toContain("1114 questions");
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
