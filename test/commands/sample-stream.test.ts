import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cli, workspace } from "./helpers.js";

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

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
    expect(sha256(run.stdout)).toBe("3bdb6222d487da2b4eba7c4b0b7ecbef09d364c1f8b0b1bd0c1d115ff0d5a6f2");
  });

  it("prints the starter suite's table as before", async () => {
    const run = await cli(["sample", "--seed", "7", "--format", "table", "--per-template", "3"]);
    expect(sha256(run.stdout)).toBe("4cce18caaabe57eca02fed6537d1da96cd9695038cc292ea45a2891f78f08310");
  });

  it("writes a large sample with duplicate names and twins to --out as before", async () => {
    const dir = workspace(LARGE);
    const args = ["--templates", "t.csv", "--domains", "d", "--seed", "s1"];
    const out = await cli(["sample", ...args, "--per-template", "20000", "--out", "p.jsonl"], dir);
    expect(out.code).toBe(0);
    expect(sha256(readFileSync(join(dir, "p.jsonl")))).toBe(
      "24b381c923666b2edf6eff5d3e89bc2bc3d53f5d825d4832dba250b4477b34c3",
    );
    const few = await cli(["sample", ...args, "--per-template", "50"], dir);
    expect(sha256(few.stdout)).toBe("64b5a4990ed88e47fd5b7574b89daafe1d1cb1ed37a4e4738b4873fd07bef4b6");
    const all = await cli(["sample", ...args, "--exhaustive"], dir);
    expect(sha256(all.stdout)).toBe("590d2837b2c6984835141e22b3e78809ca200f1c8b54fa055283f7cce87f99e6");
  });
});
