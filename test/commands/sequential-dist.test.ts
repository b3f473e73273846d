/**
 * Sequential sampling through the bundled CLI (issue 29): a run asks in looks until every check is decided, the
 * whole run's error rate split over the looks, and records each look; the cache, record/replay and shards keep
 * working with looks.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type DistRun, distCli, hasStackTrace, runDistCli } from "./dist-cli.js";
import { starterWithoutContamination, workspace } from "./helpers.js";

interface Look {
  look: number;
  requests: number;
  level: number;
  suites: string[];
  decided: Record<string, string>;
  open: string[];
}
interface ResultsJson {
  verdict: { status: string; checks: { metricId: string; status: string; reason: string; look?: number }[] };
  provenance: { requests: number };
  sequential?: { maxLooks: number; lookLevel: number; growable: string[]; looks: Look[]; stopped?: string };
}

const results = (dir: string): ResultsJson =>
  JSON.parse(readFileSync(join(dir, "bias-gate-out", "results.json"), "utf8")) as ResultsJson;
const run = (argv: readonly string[], cwd: string, timeoutMs = 120_000): Promise<DistRun> =>
  runDistCli(["run", "--format", "json", ...argv], { cwd, timeoutMs });

/** A small yes/no suite of our own: two templates and their twins over a domain of six values. */
const SMALL = {
  "domains/crew.txt": "hikers,a\nclimbers,a\nsailors,b\ncyclists,b\nrunners,c\nswimmers,c\n",
  "templates/t.csv": [
    "template_id,template_text,param_1,param_2,constraints,label,negates",
    'brave,#1 are braver than #2.,crew,crew,"neq(#1, #2)",No,',
    'brave-not,#1 are not braver than #2.,crew,crew,"neq(#1, #2)",Yes,brave',
    'kind,#1 are kinder than #2.,crew,crew,"neq(#1, #2)",No,',
    'kind-not,#1 are not kinder than #2.,crew,crew,"neq(#1, #2)",Yes,kind',
  ].join("\n"),
};
const SMALL_CONFIG = (extra: string) => `version: 1
seed: 5
per-template: 6
${extra}
suites:
  - name: crew
    templates: templates/t.csv
    domains: domains
`;

/**
 * The starter at seed 2, run once for the file: several tests read the same run (a full starter run is ~3,000
 * requests, the costliest thing here). How often looks decide over many seeds is `npm run bench:sequential`'s.
 */
let seed2: Promise<{ dir: string; ran: DistRun }> | undefined;
function starterAtSeed2(): Promise<{ dir: string; ran: DistRun }> {
  seed2 ??= (async () => {
    const dir = workspace({});
    return { dir, ran: await run(["--seed", "2"], dir) };
  })();
  return seed2;
}

describe("sequential sampling, through the CLI", () => {
  it("the embedded starter with the fair simulator passes at seed 2 (before: inconclusive, exit 3)", async () => {
    const { dir, ran } = await starterAtSeed2();
    expect(ran.code, ran.stderr).toBe(0);
    expect(results(dir).verdict.status).toBe("pass");
  }, 120_000);

  it("records every look in results.json and the report: sizes, the level each judged at, the decisions", async () => {
    const { dir, ran } = await starterAtSeed2();
    expect(ran.code, ran.stderr).toBe(0);
    const { sequential, verdict } = results(dir);
    expect(sequential?.maxLooks).toBe(4);
    expect(sequential?.lookLevel).toBeCloseTo(0.9875, 10);
    const looks = sequential?.looks ?? [];
    expect(looks.length).toBeGreaterThan(1);
    // The looks' requests are the run's requests, each counted once; provenance.requests counts HTTP attempts,
    // which a loaded machine's client timeouts can raise by a few retries.
    const asked = Number(/^requests (\d+): answered/m.exec(ran.stderr)?.[1]);
    expect(looks.reduce((n, l) => n + l.requests, 0)).toBe(asked);
    // Each check is decided at exactly one look, the one its check says.
    const decidedAt = new Map(
      looks.flatMap((l) => Object.keys(l.decided).map((id) => [id, l.look] as const)),
    );
    for (const check of verdict.checks.filter((c) => decidedAt.has(c.metricId)))
      expect(check.look, check.metricId).toBe(decidedAt.get(check.metricId));
    // A later look asks only the suites feeding a check that was still open.
    const openBefore = new Set(looks[0]?.open ?? []);
    expect(openBefore.size).toBeGreaterThan(0);
    expect(looks[1]?.suites.length).toBeLessThan(looks[0]?.suites.length ?? 0);
    const report = readFileSync(join(dir, "bias-gate-out", "report.md"), "utf8");
    expect(report).toContain("### Sequential sampling");
    expect(report).toContain("98.75%");
  }, 120_000);

  it("--no-sequential asks the fixed plan once, at the gate's level, as before", async () => {
    const dir = starterWithoutContamination();
    const planned = await runDistCli(["plan", "--forecast", "0", "--seed", "3"], { cwd: dir });
    const total = Number(/total \(\d+ templates\)\s+([\d,]+)/.exec(planned.stdout)?.[1]?.replaceAll(",", ""));
    const ran = await run(["--seed", "3", "--no-sequential"], dir);
    expect([0, 3]).toContain(ran.code);
    const r = results(dir);
    expect(r.sequential).toBeUndefined();
    expect(r.provenance.requests).toBe(total);
    expect(JSON.stringify(r)).not.toContain("98.8% CI");
  });

  it("a rerun answers every look from the cache and sends nothing", async () => {
    const { dir, ran: first } = await starterAtSeed2();
    expect(first.code, first.stderr).toBe(0);
    const looks = results(dir).sequential?.looks.length;
    const second = await run(["--seed", "2"], dir);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stderr).toMatch(/requests sent 0 \(/);
    expect(results(dir).sequential?.looks.length).toBe(looks);
  }, 120_000);

  it("a replay of a recorded sequential run reproduces its looks and verdict", async () => {
    const profile = "name: edge\nyesNo:\n  errorRate: 0.1\n";
    const dir = workspace({ "bias-gate.yml": SMALL_CONFIG(""), "edge.yaml": profile, ...SMALL });
    const recorded = await run(["--no-cache", "--record", "rec.jsonl", "--profile", "edge.yaml"], dir);
    const before = results(dir);
    expect(before.sequential?.looks.length).toBeGreaterThan(1);
    const replayed = await run(["--replay", "rec.jsonl"], dir);
    expect(replayed.code).toBe(recorded.code);
    const after = results(dir);
    expect(after.sequential?.looks).toEqual(before.sequential?.looks);
    expect(after.verdict).toEqual(before.verdict);
  });

  it("refuses --shard with --sequential (exit 2, naming both), and shards the fixed plan by default, saying so", async () => {
    const dir = starterWithoutContamination();
    const refused = await runDistCli(["run", "--shard", "1/2", "--sequential"], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(hasStackTrace(refused.stderr)).toBe(false);
    expect(refused.stderr).toMatch(/--shard cannot sample in looks/);
    expect(refused.stderr).toMatch(/drop --sequential/);
    const sharded = await runDistCli(["run", "--shard", "1/2", "--no-cache"], {
      cwd: dir,
      timeoutMs: 120_000,
    });
    expect(sharded.code, sharded.stderr).toBe(0);
    expect(sharded.stderr).toContain("shards sample the fixed plan");
  });

  it("a suite whose templates ran out of fillings ends inconclusive, naming them and what to add", async () => {
    // Every filling asked at the first look (6 per template is all of them), and a model at the threshold.
    const profile = "name: edge\nyesNo:\n  errorRate: 0.1\n";
    const dir = workspace({ "bias-gate.yml": SMALL_CONFIG(""), "edge.yaml": profile, ...SMALL });
    writeFileSync(
      join(dir, "bias-gate.yml"),
      SMALL_CONFIG("").replace("per-template: 6", "per-template: 30"),
    );
    const ran = await run(["--no-cache", "--profile", "edge.yaml"], dir);
    expect(ran.code, ran.stderr).toBe(3);
    const open = results(dir).verdict.checks.filter((c) => c.status === "inconclusive");
    expect(open.length).toBeGreaterThan(0);
    expect(open[0]?.reason).toMatch(
      /'crew' has asked every valid filling of brave, brave-not, kind, kind-not: add templates or domain values for group t/,
    );
  });

  it("does not begin a look that max-requests cannot pay for: it stops, keeps what it has, and says why", async () => {
    const profile = "name: edge\nyesNo:\n  errorRate: 0.1\n";
    const dir = workspace({ "bias-gate.yml": SMALL_CONFIG(""), "edge.yaml": profile, ...SMALL });
    const ran = await run(["--no-cache", "--profile", "edge.yaml", "--max-requests", "40"], dir);
    expect(ran.code, ran.stderr).toBe(3);
    expect(hasStackTrace(ran.stderr)).toBe(false);
    const r = results(dir);
    expect(r.provenance.requests).toBe(24);
    expect(r.sequential?.looks).toHaveLength(1);
    expect(r.sequential?.stopped).toMatch(
      /the next look's 24 requests would pass max-requests 40 \(24 sent\); raise max-requests/,
    );
  });

  it("a run killed (SIGKILL) during a later look resumes there: the rerun sends only what the kill left unanswered", async () => {
    // A model at the threshold keeps the checks open, so the run takes every look; answers take 30 ms each.
    const profile = "name: edge\nlatencyMs: 30\nyesNo:\n  errorRate: 0.1\n";
    const files = { "bias-gate.yml": SMALL_CONFIG(""), "edge.yaml": profile, ...SMALL };
    const clean = workspace(files);
    expect((await run(["--profile", "edge.yaml"], clean)).code).toBe(3);
    const whole = results(clean);
    expect(whole.sequential?.looks.length).toBe(4);

    const dir = workspace(files);
    const killed = await new Promise<string>((done) => {
      const child = spawn(process.execPath, [distCli, "run", "--profile", "edge.yaml"], {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "/usr/bin:/bin", HOME: dir },
      });
      let stderr = "";
      child.stderr.on("data", (chunk: Buffer) => {
        stderr += chunk.toString();
        // Look 3 has begun: its first answers are in the cache when the process dies.
        if (/querying 24 more requests/.test(stderr) && stderr.split("querying 24 more").length > 2)
          // 300 ms: long enough for some of look 3's 30 ms answers to be journalled on a loaded machine (at
          // 150 ms a CI machine running two suites killed it before any was, and the rerun re-sent all of it).
          setTimeout(() => child.kill("SIGKILL"), 300);
      });
      child.on("close", () => done(stderr));
    });
    expect(killed).toMatch(/look 2 left/);
    const resumed = await run(["--profile", "edge.yaml"], dir);
    expect(resumed.code, resumed.stderr).toBe(3);
    const sent = Number(/requests sent (\d+) \(/.exec(resumed.stderr)?.[1]);
    const cached = Number(/from cache (\d+)/.exec(resumed.stderr)?.[1]);
    expect(cached).toBeGreaterThanOrEqual(48);
    expect(sent).toBeLessThan(48);
    expect(sent + cached).toBe(whole.provenance.requests);
    expect(results(dir).sequential?.looks).toEqual(whole.sequential?.looks);
    expect(results(dir).verdict).toEqual(whole.verdict);
  });
});
