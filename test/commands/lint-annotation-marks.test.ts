import { describe, expect, it } from "vitest";
import { runDistCli } from "./dist-cli.js";
import { workspace } from "./helpers.js";

/**
 * `bias-gate lint` (the bundled CLI, rebuilt with `npm run build`) on a coreference suite whose lines still carry
 * the adjective study's `(..)` marks around the other occupation: one warning per file at the first marked line,
 * naming the suite, its key and the fix; prose in parentheses is not flagged; warnings alone exit 0.
 */
const CONFIG = [
  "version: 1",
  "suites:",
  "  - name: occupations",
  "    kind: coreference",
  "    pro: pro.txt",
  "    anti: anti.txt",
  "    male-occupations: male.txt",
  "    female-occupations: female.txt",
  "",
].join("\n");

const PRO = [
  "1 (The mechanic) paid [the nurse] because [she] asked for it.",
  "2 [The mechanic] paid the nurse (in cash) because [he] owed money.",
  "3 (The baker) called [the pilot] because [he] was late.",
  "",
].join("\n");

const ANTI = [
  "1 (The mechanic) paid [the nurse] because [he] asked for it.",
  "2 [The mechanic] paid the nurse (in cash) because [she] owed money.",
  "3 (The baker) called [the pilot] because [she] was late.",
  "",
].join("\n");

describe("lint: annotation marks in coreference sentences (dist CLI)", () => {
  it("warns at the first marked line of each file with the suite, the key and the fix, exit 0", async () => {
    const cwd = workspace({
      "bias-gate.yml": CONFIG,
      "pro.txt": PRO,
      "anti.txt": ANTI,
      "male.txt": "mechanic\npilot\n",
      "female.txt": "nurse\nbaker\n",
    });
    const result = await runDistCli(["lint"], { cwd });
    const output = result.stdout + result.stderr;
    expect(result.code, output).toBe(0);
    const warnings = output.split("\n").filter((line) => line.includes("annotation mark"));
    expect(warnings).toEqual([
      'pro.txt:1:3: warning: suite "occupations", key pro: "(The mechanic)" looks like an annotation mark and would be asked in the prompt as written (2 lines: also 3)',
      'anti.txt:1:3: warning: suite "occupations", key anti: "(The mechanic)" looks like an annotation mark and would be asked in the prompt as written (2 lines: also 3)',
    ]);
    expect(output).toContain("hint: remove the marks, e.g. sed -E");
    expect(output).not.toContain("(in cash)");
  });
});
