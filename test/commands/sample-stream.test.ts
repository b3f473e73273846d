import { createHash } from "node:crypto";
import { createReadStream, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspace } from "./helpers.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
/** The hash of `text` with the workspace's temporary path (in each record's `file`) replaced by `<dir>`. */
const hashIn = (dir: string, text: string) => sha256(text.replaceAll(dir, "<dir>"));
/** The repository's root, which the starter's records name in `file`: a clone elsewhere must hash the same. */
const ROOT = resolve(import.meta.dirname, "../..");

/** `count` values named v0…, every seventh repeating an earlier name (ids then need `~2` suffixes), 3 classes. */
function domainFile(prefix: string, count: number): string {
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i % 7 === 6 ? i - 3 : i},c${i % 3}\n`);
  return names.join("");
}

/** Two twin templates over 60 × 30 × 60 fillings (a constraint on each), and one without a twin. */
const LARGE = {
  "t.csv":
    "template_id,template_text,param_1,param_2,param_3,constraints,label,negates\n" +
    'big,#1 are better at #2 than #3.,a,b,a,"neq(#1, #3)",No,\n' +
    'big-not,#1 are not better at #2 than #3.,a,b,a,"neq(#1_class, #3_class)",Yes,big\n' +
    "solo,#1 like #2.,a,b,,,No,\n",
  "d/a.txt": domainFile("people", 60),
  "d/b.txt": domainFile("skill", 30),
};

/**
 * The streaming sampler must print exactly what the array-building one printed: these hashes were taken from
 * the implementation before it streamed (commit d4ef781), for the same seeds and options.
 */
describe("bias-gate sample output is unchanged by streaming", () => {
  it("prints the starter suite's JSONL as before", async () => {
    const run = await cli(["sample", "--seed", "7"]);
    expect(run.code).toBe(0);
    // d4ef781's output from /work/main hashed to 3bdb6222…; with that root masked it hashes to 5e9b0d7b…. The
    // starter itself changed since (issue 29: more origin values, coreference pairs and text-to-SQL databases,
    // first looks of 60 pairs and 7 questions per database; issue 32: 26 text-to-SQL databases a side in Spider's
    // hardness mix); this is its output now, and the large samples
    // below still pin streaming against the array-building sampler.
    expect(sha256(run.stdout.replaceAll(ROOT, "<root>"))).toBe(
      "bd144879043ec132b4ec63f2d54418e088908cd04719e41e6e61116ecd6265f9",
    );
  });

  it("prints the starter suite's table as before", async () => {
    const run = await cli(["sample", "--seed", "7", "--format", "table", "--per-template", "3"]);
    // The starter's own changes (see above) since 4cce18ca….
    expect(sha256(run.stdout)).toBe("0dfe7724717496d59a03a43faf499212abf95ef2ceda398d085f6323b064520c");
  });

  it("writes a large sample with duplicate names and twins to --out as before", async () => {
    const dir = workspace(LARGE);
    const args = ["--templates", "t.csv", "--domains", "d", "--seed", "s1"];
    const out = await cli(["sample", ...args, "--per-template", "20000", "--out", "p.jsonl"], dir);
    expect(out.code).toBe(0);
    expect(hashIn(dir, readFileSync(join(dir, "p.jsonl"), "utf8"))).toBe(
      "c3cfd5c3554ed30dc094f25989595541cf9953dba9f011d33c91fc9e9b1660b2",
    );
    const few = await cli(["sample", ...args, "--per-template", "50"], dir);
    expect(hashIn(dir, few.stdout)).toBe("ab6800103538b17edc9bb47384ab261081b62d4de09dcfa66ceee60dba0dab12");
    const all = await cli(["sample", ...args, "--exhaustive"], dir);
    expect(hashIn(dir, all.stdout)).toBe("af5945181fff72e17d1aa7122d1bad893c303a80fe911bac34cc390c79801022");
  });
});

/** Newlines in a file, read in chunks (the file may be larger than a test should hold). */
async function countLines(path: string): Promise<number> {
  let lines = 0;
  for await (const chunk of createReadStream(path)) {
    for (const byte of chunk as Buffer) if (byte === 10) lines++;
  }
  return lines;
}

describe("bias-gate sample at scale", () => {
  it("samples more than 125,000 prompts of one template without overflowing the stack", async () => {
    const dir = workspace({
      "t.csv":
        "template_id,template_text,param_1,param_2,param_3,constraints,label,negates\nwide,#1 and #2 beat #3.,a,b,c,,No,\n",
      "d/a.txt": domainFile("a", 60),
      "d/b.txt": domainFile("b", 60),
      "d/c.txt": domainFile("c", 60),
    });
    const args = ["--templates", "t.csv", "--domains", "d", "--per-template", "130000", "--out", "p.jsonl"];
    const run = await cli(["sample", ...args], dir);
    expect(run.stderr).toContain("wrote 130000 prompts to p.jsonl");
    expect(run.code).toBe(0);
    expect(await countLines(join(dir, "p.jsonl"))).toBe(130_000);
  }, 60_000);
});
