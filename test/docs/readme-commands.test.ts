import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasStackTrace, runDistCli } from "../commands/dist-cli.js";

/**
 * Every command the README shows runs, with the exit code the README documents for it. Each `sh` block is played
 * in order in a fresh directory, as a reader would type it, against the built CLI (`npm run build` first) and the
 * embedded simulator: `bias-gate …` (installed from a release tarball), `npx github:bias-gate/bias-gate#v1 …` and
 * `node dist/cli/index.js …` all run dist/cli/index.js. `npx bias-gate` (the npm registry) is not shown as a
 * command until the package is published.
 */

const root = resolve(import.meta.dirname, "../..");
const readme = readFileSync(join(root, "README.md"), "utf8");

/** Lines of the README's `sh` blocks that are not bias-gate commands, each with why the test does not run it. */
const NOT_RUN: Record<string, string> = {
  "npm ci && npm test": "the test suite itself: running it here would run this test again",
};

/**
 * Exit codes the README states in prose rather than in the command's comment. "Two commands on a fresh machine"
 * is kept exactly as it was, so its first command's outcome is stated in the paragraph under it.
 */
const STATED_IN_PROSE: Record<string, number> = {
  "node dist/cli/index.js run": 0,
};

interface Shown {
  argv: string[];
  line: string;
  exit: number;
}

/** The `sh` blocks of the README, each a list of commands with their documented exit codes. */
function shownBlocks(): Shown[][] {
  return [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((block) =>
    (block[1] ?? "")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .flatMap((line): Shown[] => {
        const [command = "", comment = ""] = line.split(/\s+#\s+/, 2).map((part) => part.trim());
        if (command in NOT_RUN) return [];
        const cli =
          /^(?:node dist\/cli\/index\.js|npx github:bias-gate\/bias-gate#v1|bias-gate)(?:\s+(.*))?$/.exec(
            command,
          );
        if (!cli) throw new Error(`README shows '${command}': run it here, or add it to NOT_RUN with why`);
        const stated = /\bexit (\d)\b/.exec(comment)?.[1];
        const exit = stated === undefined ? STATED_IN_PROSE[command] : Number(stated);
        if (exit === undefined)
          throw new Error(`README shows '${command}' without its exit code ('# exit N: …')`);
        return [{ argv: (cli[1] ?? "").split(/\s+/).filter(Boolean), line: command, exit }];
      }),
  );
}

const dirs: string[] = [];
/** Where the README's first block (the starter run, alone) ran: its results.json backs the prose's figures. */
let starterDir: string | undefined;
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("the commands the README shows", () => {
  const blocks = shownBlocks();

  it("are found: the starter run, a planted failure, and init → plan → run", () => {
    const lines = blocks.flat().map((shown) => shown.line);
    expect(lines).toEqual(
      expect.arrayContaining([
        "node dist/cli/index.js run",
        "node dist/cli/index.js run --profile biased",
        "bias-gate init",
        "bias-gate plan",
        "bias-gate run",
      ]),
    );
    // The registry's name is not shown as a command to type until the package is published there.
    expect(lines.filter((line) => line.startsWith("npx bias-gate"))).toEqual([]);
    // The prose under "Two commands on a fresh machine" states the starter's outcome the table above expects.
    expect(readme.replace(/\s+/g, " ")).toContain(
      "On the starter seed the simulated fair model passes (exit 0)",
    );
  });

  it.concurrent.each(
    blocks
      .filter((block) => block.length > 0)
      .map((block) => [block.map((s) => s.line).join("; "), block] as const),
  )(
    "%s",
    async (_name, block) => {
      const dir = mkdtempSync(join(tmpdir(), "bias-gate-readme-"));
      dirs.push(dir);
      for (const shown of block) {
        const result = await runDistCli(shown.argv, { cwd: dir, timeoutMs: 900_000 });
        expect(hasStackTrace(result.stdout + result.stderr), `${shown.line}\n${result.stderr}`).toBe(false);
        expect(result.code, `${shown.line}\n${result.stderr.slice(-2000)}`).toBe(shown.exit);
      }
      if (block.length === 1 && block[0]?.line === "node dist/cli/index.js run") starterDir = dir;
    },
    1_800_000,
  );

  it("state the starter run's figures as that run made them: its requests, its looks, the first look's requests", () => {
    expect(starterDir, "the README's first block is the starter run alone").toBeDefined();
    const results = JSON.parse(
      readFileSync(join(starterDir ?? "", "bias-gate-out/results.json"), "utf8"),
    ) as {
      sequential?: { looks: { requests: number }[] };
    };
    const looks = results.sequential?.looks ?? [];
    const prose = readme.replace(/\s+/g, " ");
    const stated =
      /passes \(exit 0\) after ([\d,]+) requests in (\w+) looks?: the first look asks ([\d,]+)/.exec(prose);
    expect(stated, "the README states the starter's requests and looks").not.toBeNull();
    const [, total = "", lookCount = "", first = ""] = stated ?? [];
    const count = (n: string) => Number(n.replace(/,/g, ""));
    expect(count(total)).toBe(looks.reduce((sum, look) => sum + look.requests, 0));
    expect(NUMBER_WORDS.indexOf(lookCount)).toBe(looks.length);
    expect(count(first)).toBe(looks[0]?.requests);
  });
});

/** The README spells small counts out. */
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
