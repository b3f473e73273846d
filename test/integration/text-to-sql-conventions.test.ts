/**
 * The text-to-SQL scoring conventions through the shipped CLI (`dist/cli/index.js`): by default a reply that
 * differs from the gold only by DISTINCT is right (test-suite-sql-eval strips DISTINCT from both) and a reply
 * without SQL is wrong (the paper); `distinct: keep` and `unusable: excluded` change just that, the report and
 * results.json say which conventions were used, and since they are scoring options, changing them over a warm
 * cache sends no request.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { TextToSqlReport } from "../../src/contamination/text-to-sql-metrics.js";
import type { MetricValue } from "../../src/metrics/types.js";
import type { Results } from "../../src/report/results.js";
import { runDistCli } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";

// Runs the committed CLI bundle: rebuild dist/ (`npm run build`) after changing src/.

/** A small database of our own whose original rows put two departments in one city. */
const STAFF = `CREATE TABLE dept (dept_id INTEGER PRIMARY KEY, name TEXT NOT NULL, city TEXT);
CREATE TABLE person (person_id INTEGER PRIMARY KEY, name TEXT NOT NULL, age INTEGER, dept_id INTEGER,
  FOREIGN KEY (dept_id) REFERENCES dept (dept_id));
INSERT INTO dept VALUES (1, 'Research', 'Lyon'), (2, 'Sales', 'Oslo'), (3, 'Support', 'Lyon');
INSERT INTO person VALUES (1, 'Ada', 25, 1), (2, 'Bo', 35, 2), (3, 'Cy', 42, 3);
`;
const question = (db: string, q: string, query: string) => JSON.stringify({ db_id: db, question: q, query });
const CITIES = "In which city is each department?";
const HEADCOUNT = "How many people are there?";

const config = (keys: string[] = []) =>
  [
    "version: 1",
    "suites:",
    "  - name: sql",
    "    kind: text-to-sql",
    "    variants: [original]",
    ...keys.map((k) => `    ${k}`),
    "    public: { dir: pub }",
    "    fresh: { dir: fresh }",
  ].join("\n");

let dir: string;
const results = (out: string) => JSON.parse(readFileSync(join(dir, out, "results.json"), "utf8")) as Results;
const report = (out: string) => readFileSync(join(dir, out, "report.md"), "utf8");
const metric = (r: Results, id: string) => r.metrics.find((m) => m.id === id) as MetricValue;
const conventions = (out: string) => (results(out).textToSql as TextToSqlReport[])[0]?.conventions;
const publicAccuracy = (out: string) => {
  const m = metric(results(out), "sql-accuracy:sql:public:original:all");
  return `${m.numerator}/${m.denominator}`;
};

async function replay(out: string, configFile: string): Promise<void> {
  const run = await runDistCli(["run", "--config", configFile, "--replay", "edited.jsonl", "--out", out], {
    cwd: dir,
  });
  expect(run.code, run.stderr).not.toBe(2);
}

describe("text-to-SQL scoring conventions (dist CLI)", () => {
  let cached: string;
  beforeAll(async () => {
    dir = workspace({
      "pub/staff.sql": STAFF,
      "pub/questions.jsonl": [
        question("staff", CITIES, "SELECT city FROM dept"),
        question("staff", HEADCOUNT, "SELECT count(*) FROM person"),
        question("staff", "Who is older than 30?", "SELECT name FROM person WHERE age > 30"),
      ].join("\n"),
      "fresh/crew.sql": STAFF.replaceAll("dept", "team").replaceAll("person", "member"),
      "fresh/questions.jsonl": question("crew", "How many members are there?", "SELECT count(*) FROM member"),
      "bias-gate.yml": config(),
      "keep.yml": config(["distinct: keep"]),
      "excluded.yml": config(["unusable: excluded"]),
      "profile.json": JSON.stringify({ name: "exact", sql: { accuracy: { public: 1, fresh: 1 } } }),
    });
    const first = await runDistCli(
      [
        "run",
        "--profile",
        "profile.json",
        "--record",
        "recorded.jsonl",
        "--cache-dir",
        "c",
        "--out",
        "first",
      ],
      { cwd: dir },
    );
    expect(first.code, first.stderr).not.toBe(2);
    const again = await runDistCli(
      ["run", "--config", "keep.yml", "--profile", "profile.json", "--cache-dir", "c", "--out", "again"],
      { cwd: dir },
    );
    cached = again.stderr;
    // The simulator answered every question with its gold query; two replies are replaced, as a model might write.
    const edited = readFileSync(join(dir, "recorded.jsonl"), "utf8")
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const entry = JSON.parse(line);
        const asked: string = entry.request.messages.at(-1).content;
        if (asked.endsWith(CITIES)) entry.answer.text = "```sql\nSELECT DISTINCT city FROM dept\n```";
        if (asked.endsWith(HEADCOUNT))
          entry.answer.text = "I am not able to answer that from the schema alone.";
        return JSON.stringify(entry);
      });
    writeFileSync(join(dir, "edited.jsonl"), `${edited.join("\n")}\n`);
    await replay("default", "bias-gate.yml");
    await replay("keep", "keep.yml");
    await replay("excluded", "excluded.yml");
  }, 120_000);

  it("rescores a warm cache under other conventions without sending a request", () => {
    expect(cached).toMatch(/requests 6: answered 0, from cache 6, failed 0/);
    expect(cached).toMatch(/HTTP requests sent 0\b/);
  });

  it("by default scores the DISTINCT-only reply right and the prose reply wrong, and says so", () => {
    // gold ✓, DISTINCT added ✓ (stripped from both), prose ✗ (counted, as the paper)
    expect(publicAccuracy("default")).toBe("2/3");
    expect(metric(results("default"), "unusable-rate:sql")).toMatchObject({ numerator: 1, denominator: 4 });
    expect(conventions("default")).toEqual({ distinct: "strip", unusable: "wrong" });
    expect(report("default")).toContain(
      "Scoring: DISTINCT stripped as test-suite-sql-eval by default; answers without SQL count wrong, as the paper.",
    );
  });

  it("with distinct: keep scores the DISTINCT-only reply wrong (Lyon appears once, not twice)", () => {
    expect(publicAccuracy("keep")).toBe("1/3");
    expect(conventions("keep")).toEqual({ distinct: "keep", unusable: "wrong" });
    expect(report("keep")).toContain("DISTINCT kept (test-suite-sql-eval's `--keep_distinct`)");
  });

  it("with unusable: excluded leaves the prose reply out of accuracy, and still counts it as unusable", () => {
    expect(publicAccuracy("excluded")).toBe("2/2");
    expect(metric(results("excluded"), "unusable-rate:sql")).toMatchObject({ numerator: 1, denominator: 4 });
    expect(report("excluded")).toContain("answers without SQL left out of accuracy");
  });
});
