/**
 * Advice fits the cause, on every surface a person reads. One real run of the bundled CLI per cause (two small
 * template files, three prompts a template) against the embedded simulator or a loopback server that answers 401,
 * 404 for the model, slowly, or not at all; each results.json is then rendered in-process by every surface
 * (terminal, report.md, job summary, PR comment, HTML as text) and each must lead with the cause and advise the
 * setting that fits it: the endpoint's fix, the budget that stopped the run, the data an interval needs.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderComment } from "../../src/report/comment-md.js";
import { renderHtmlReport } from "../../src/report/html/html-report.js";
import { renderReport } from "../../src/report/report-md.js";
import type { Results } from "../../src/report/results.js";
import { renderSummary } from "../../src/report/summary-md.js";
import { renderTerminal } from "../../src/report/terminal.js";
import { KIND_REPORT_SECTIONS } from "../../src/suites/registry.js";
import { type DistRun, runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

const root = resolve(import.meta.dirname, "../..");
const starter = join(root, "fixtures/starter");
const SMALL = [
  ...[
    "--templates",
    join(starter, "templates/gender.templates.csv"),
    join(starter, "templates/age.templates.csv"),
  ],
  ...["--domains", join(starter, "domains"), "--no-cache", "--out", "out"],
];

type Cause = "fail" | "straddle" | "budget" | "deadline" | "401" | "404 model" | "unreachable" | "replay";

/** A loopback endpoint: 401 to everything, 404 model_not_found, or a "No" answer after `delayMs`. */
async function endpoint(mode: "401" | "404" | "slow"): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (mode === "401")
        return send(401, { error: { message: "Incorrect API key provided", code: "invalid_api_key" } });
      if (mode === "404")
        return send(404, {
          error: { message: "The model `gpt-nope` does not exist", code: "model_not_found" },
        });
      const answer = { role: "assistant", content: "No" };
      setTimeout(
        () =>
          send(200, {
            id: "x",
            object: "chat.completion",
            created: 0,
            model: "gpt-nope",
            choices: [{ index: 0, message: answer, finish_reason: "stop" }],
            usage: { prompt_tokens: 10, completion_tokens: 1, total_tokens: 11 },
          }),
        // Slower than the deadline run's 0.6 s: however the pool's concurrency grows, few answers arrive before
        // the deadline, so the run stops there (at 150 ms a loaded machine once answered 38 of 42 and failed).
        1_000,
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, server };
}

interface CauseRun {
  run: DistRun;
  dir: string;
  results: Results;
  surfaces: Record<"terminal" | "report.md" | "summary" | "comment" | "html", string>;
}

const runs = new Map<Cause, CauseRun>();
const servers: Server[] = [];

async function runCause(cause: Cause, argv: string[], dir = workspace({})): Promise<void> {
  const env = { OPENAI_API_KEY: "sk-test-wrong" };
  const run = await runDistCli(["run", ...SMALL, "--format", "text", ...argv], {
    cwd: dir,
    env,
    timeoutMs: 60_000,
  });
  const results = JSON.parse(readFileSync(join(dir, "out/results.json"), "utf8")) as Results;
  runs.set(cause, {
    run,
    dir,
    results,
    surfaces: {
      terminal: renderTerminal(results, { color: false, outDir: "out" }),
      "report.md": renderReport(KIND_REPORT_SECTIONS, results),
      summary: renderSummary(KIND_REPORT_SECTIONS, results),
      comment: renderComment(results),
      html: htmlText(renderHtmlReport(results)),
    },
  });
}

/** The page's header as a person reads it: tags gone, entities decoded. */
function htmlText(html: string): string {
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
  return header
    .replace(/<[^>]+>/g, "\n")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

beforeAll(async () => {
  const unauthorized = await endpoint("401");
  const unknownModel = await endpoint("404");
  const slow = await endpoint("slow");
  servers.push(unauthorized.server, unknownModel.server, slow.server);
  // A port that was just free: nothing listens there.
  const closed = await endpoint("401");
  await new Promise((done) => closed.server.close(done));
  const real = (url: string) => ["--base-url", url, "--model", "gpt-nope"];
  const budgetDir = workspace({});
  await Promise.all([
    runCause("fail", ["--profile", "biased", "--per-template", "12", "--no-sequential"]),
    runCause("straddle", ["--per-template", "3", "--no-sequential"]),
    runCause("budget", ["--per-template", "3", "--max-requests", "20", "--record", "rec.jsonl"], budgetDir),
    runCause("401", [...real(unauthorized.url), "--per-template", "3"]),
    runCause("404 model", [...real(unknownModel.url), "--per-template", "3"]),
    runCause("unreachable", [...real(closed.url), "--per-template", "3", "--timeout-seconds", "2"]),
    runCause("deadline", [
      ...real(slow.url),
      ...["--per-template", "3", "--concurrency", "1", "--deadline-minutes", "0.01"],
    ]),
  ]);
  // The budget run's recording answers only the first 20 requests: replaying it leaves the rest unanswered.
  await runCause("replay", ["--per-template", "3", "--replay", join(budgetDir, "rec.jsonl")], budgetDir);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((done) => s.close(done))));
});

/** What each cause must lead with and advise, and what must not be advised for it. */
const EXPECTED: Record<Cause, { status: string; cause: RegExp; advice: RegExp }> = {
  fail: { status: "fail", cause: /\d+ failed|checks? fail/, advice: /cross `?max-bias-rate/ },
  straddle: {
    status: "inconclusive",
    cause: /straddles? (the|its|their) /,
    advice: /raise `?per-template`?.*for bias rate for (age|gender) \(about [\d,]+ usable answers, \d+ now\)/,
  },
  budget: {
    status: "inconclusive",
    cause: /stopped at the request budget \(max-requests\) with [\d,]+ of [\d,]+ requests unanswered/,
    advice: /raise `?max-requests`? \(--max-requests\) to at least [\d,]+/,
  },
  deadline: {
    status: "inconclusive",
    cause: /stopped at the deadline \(deadline-minutes\)/,
    advice: /raise `?deadline-minutes`? \(--deadline-minutes\)/,
  },
  "401": {
    status: "error",
    cause: /\d+ of \d+ requests (sent )?failed \(auth/,
    advice: /api-key-env/,
  },
  "404 model": {
    status: "error",
    cause: /\d+ of \d+ requests (sent )?failed \(model-not-found/,
    advice: /provider\.model|--model/,
  },
  unreachable: {
    status: "error",
    cause: /requests (sent )?failed \(connection/,
    advice: /base-url/,
  },
  replay: {
    status: "inconclusive",
    cause: /[\d,]+ of [\d,]+ requests have no answer in the replayed recordings/,
    advice: /--record/,
  },
};

const NOT_ABOUT_DATA: readonly Cause[] = ["budget", "deadline", "401", "404 model", "unreachable", "replay"];

describe.each(Object.keys(EXPECTED) as Cause[])("cause %s", (cause) => {
  const expected = EXPECTED[cause];

  it("is the verdict the run reached", () => {
    const { results, run } = runs.get(cause)!;
    expect(results.verdict.status, run.stderr).toBe(expected.status);
  });

  it.each(["terminal", "report.md", "summary", "comment", "html"] as const)(
    "%s leads with the cause and advises what fits it, once",
    (surface) => {
      const text = runs.get(cause)!.surfaces[surface].replace(/\\([`*_])/g, "$1");
      expect(text).toMatch(expected.cause);
      expect(text).toMatch(expected.advice);
      expect(text).not.toMatch(/not measured: not measured/);
      // The reproduce command repeats the run's own flags (--per-template among them): not advice.
      const advice = text.replace(/^.*Reproduce locally.*$/gm, "");
      if (NOT_ABOUT_DATA.includes(cause)) expect(advice).not.toMatch(/per-template/);
      // The first screen of the comment says the cause before any check's interval.
      if (surface === "comment" && cause !== "fail" && cause !== "straddle") {
        const firstBullet = text.split("\n").find((l) => l.startsWith("- ")) ?? "";
        expect(firstBullet).not.toMatch(/interval|straddles/);
      }
      // The advice is given once on a surface; the report and the summary may repeat the report's own sections.
      const adviceLines = advice.split("\n").filter((l) => expected.advice.test(l));
      if (surface === "terminal" || surface === "comment") expect(adviceLines.length).toBe(1);
    },
  );

  it("puts the cause and the advice at the end of the terminal summary", () => {
    const lines = runs.get(cause)!.surfaces.terminal.trimEnd().split("\n");
    const tail = lines.slice(-4).join("\n");
    expect(tail).toMatch(expected.cause);
    expect(tail).toMatch(expected.advice);
  });
});

describe("request counts agree", () => {
  it("the 401 run's stderr tally and its endpoint sentence give the same sent, failed and not-sent counts", () => {
    const { run } = runs.get("401")!;
    const tally = /requests (\d+): answered (\d+), from cache (\d+), failed (\d+), not sent (\d+)/.exec(
      run.stderr,
    );
    expect(tally, run.stderr).not.toBeNull();
    const [, total, answered, cached, failed, notSent] = (tally ?? []).map(Number);
    expect(answered! + cached! + failed! + notSent!).toBe(total);
    const sentence =
      /(\d+) of (\d+) requests sent failed \(auth \d+\), so the run stopped with (\d+) not sent/.exec(
        run.stdout,
      );
    expect(sentence, run.stdout).not.toBeNull();
    expect(Number(sentence?.[1])).toBe(failed);
    expect(Number(sentence?.[3])).toBe(notSent);
  });
});
