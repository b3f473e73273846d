import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  buildSqlProbe,
  chooseMasks,
  isRestored,
  maskCount,
  maskSchema,
  parseMaskAnswer,
  sqlQuestion,
} from "../../src/contamination/sql-mask.js";
import { quoteIdentifier, renderSchema } from "../../src/sql/render.js";
import type { Column, Schema, Table } from "../../src/sql/schema.js";
import { readSpiderTables } from "../../src/sql/spider-tables.js";
import { createRng } from "../../src/stats/rng.js";
import { SPIDER } from "../reference.js";

const SPIDER_TABLES = SPIDER.file("tables.json");

const col = (name: string, primaryKey = false): Column => ({ name, type: "INT", primaryKey });
const table = (
  name: string,
  columns: string[],
  primaryKey: string[] = [],
  foreignKeys: Table["foreignKeys"] = [],
): Table => ({
  name,
  columns: columns.map((c) => col(c, primaryKey.includes(c))),
  primaryKey,
  foreignKeys,
});
const schemaOf = (...tables: Table[]): Schema => ({ database: "shop", file: "shop.sql", tables });
const masksOf = (entries: Record<string, string[]>) =>
  new Map(Object.entries(entries).map(([t, cs]) => [t, new Set(cs)]));
const nColumns = (n: number) =>
  table(
    `t${n}`,
    Array.from({ length: n }, (_, k) => `c${k + 1}`),
  );

describe("maskCount: round-half-up(share × columns), at least 1 from two columns on, 0 for one column", () => {
  it.each([
    [1, 0],
    [2, 1],
    [3, 1],
    [4, 1],
    [5, 1],
    [6, 2],
    [8, 2],
    [10, 3],
  ])("%i columns at share 0.25 → %i masked", (columns, masked) => {
    expect(maskCount(columns, 0.25)).toBe(masked);
    const chosen = chooseMasks(schemaOf(nColumns(columns)), { rng: createRng("s", "x") });
    expect(chosen.get(`t${columns}`)?.size).toBe(masked);
  });

  it("rounds decimal halves up despite binary floating point (0.35 × 10 = 3.5 → 4)", () => {
    expect(maskCount(10, 0.35)).toBe(4);
    expect(maskCount(10, 0.5)).toBe(5);
    expect(maskCount(3, 0.5)).toBe(2);
    expect(maskCount(4, 0.01)).toBe(1);
  });

  it("rejects a share outside [0, 1]", () => {
    expect(() => maskCount(4, 1.5)).toThrow(RangeError);
    expect(() => maskCount(4, Number.NaN)).toThrow(RangeError);
  });
});

describe("chooseMasks", () => {
  const schema = schemaOf(
    table("a", ["x"]),
    nColumns(4),
    nColumns(10),
    table("sqlite_sequence", ["name", "seq"]),
  );

  it("is determined by the seed and stream", () => {
    const first = chooseMasks(schema, { rng: createRng("42", "contamination:reference:shop") });
    expect(chooseMasks(schema, { rng: createRng("42", "contamination:reference:shop") })).toEqual(first);
    const others = ["1", "2", "3", "4", "5"].map((s) =>
      chooseMasks(schema, { rng: createRng(s, "contamination:reference:shop") }),
    );
    expect(
      others.some((o) => JSON.stringify([...o.get("t10")!]) !== JSON.stringify([...first.get("t10")!])),
    ).toBe(true);
  });

  it("masks nothing in one-column tables or SQLite's own tables, and lists columns in table order", () => {
    const masks = chooseMasks(schema, { rng: createRng("7") });
    expect(masks.get("a")?.size).toBe(0);
    expect(masks.get("sqlite_sequence")?.size).toBe(0);
    const chosen = [...(masks.get("t10") ?? [])];
    expect(chosen).toEqual([...chosen].sort((p, q) => Number(p.slice(1)) - Number(q.slice(1))));
  });

  it("chooses every column about equally often", () => {
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 4000; seed++) {
      for (const c of chooseMasks(schemaOf(nColumns(4)), { rng: createRng(seed) }).get("t4") ?? []) {
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
    }
    // 1000 expected each; ±150 is more than 5 binomial standard deviations (√(4000·¼·¾) ≈ 27).
    for (const c of ["c1", "c2", "c3", "c4"]) expect(Math.abs((counts.get(c) ?? 0) - 1000)).toBeLessThan(150);
  });
});

describe("maskSchema", () => {
  const users = table("users", ["id", "user_id", "name", "first_name", "First Name"], ["id"]);
  const orders = table(
    "orders",
    ["id", "user_id", "line"],
    ["id", "line"],
    [{ columns: ["user_id"], refTable: "users", refColumns: ["id"] }],
  );

  it("replaces whole names only: masking id and name leaves user_id and first_name alone", () => {
    const { text, masked } = maskSchema(schemaOf(users), masksOf({ users: ["id", "name"] }));
    expect(text).toBe(
      [
        "CREATE TABLE users (",
        "  [MASK_1] INT PRIMARY KEY,",
        "  user_id INT,",
        "  [MASK_2] INT,",
        "  first_name INT,",
        '  "First Name" INT',
        ");",
      ].join("\n"),
    );
    expect(masked).toEqual(["id", "name"]);
  });

  it("gives a masked key the same number in its table and in the referencing table, numbered by first appearance", () => {
    const { text, masked } = maskSchema(
      schemaOf(orders, users),
      masksOf({ orders: ["line"], users: ["id", "First Name"] }),
    );
    expect(text.split("\n").filter((l) => l.includes("MASK"))).toEqual([
      "  [MASK_1] INT,",
      "  PRIMARY KEY (id, [MASK_1]),",
      "  FOREIGN KEY (user_id) REFERENCES users([MASK_2])",
      "  [MASK_2] INT PRIMARY KEY,",
      "  [MASK_3] INT",
    ]);
    expect(masked).toEqual(["line", "id", "First Name"]);
  });

  it("numbers the same name in two tables separately", () => {
    const { text, masked } = maskSchema(schemaOf(users, orders), masksOf({ users: ["id"], orders: ["id"] }));
    expect(text).toContain("[MASK_1] INT PRIMARY KEY");
    expect(text).toContain("PRIMARY KEY ([MASK_2], line)");
    expect(text).toContain("REFERENCES users([MASK_1])");
    expect(masked).toEqual(["id", "id"]);
  });

  SPIDER.it(
    "numbers masks 1…k in order of first appearance and hides exactly the masked names, on every Spider schema",
    () => {
      const { schemas } = readSpiderTables(readFileSync(SPIDER_TABLES, "utf8"), SPIDER_TABLES);
      for (const schema of schemas) {
        const probe = buildSqlProbe(schema, { suite: "c", set: "reference", share: 0.25, seed: "1" });
        const firsts = [...new Set([...probe.question.matchAll(/\[MASK_(\d+)\]/g)].map((m) => Number(m[1])))];
        expect(firsts).toEqual(probe.masked.map((_, k) => k + 1));
        const schemaText = probe.question.slice(probe.question.indexOf("CREATE TABLE"));
        const unmasked = schemaText.replace(/\[MASK_(\d+)\]/g, (_, k) =>
          quoteIdentifier(probe.masked[Number(k) - 1] ?? ""),
        );
        expect(unmasked).toBe(renderSchema(schema));
      }
    },
  );
});

describe("buildSqlProbe", () => {
  const schema = schemaOf(table("users", ["id", "name"], ["id"]), table("tags", ["tag"]));

  it("asks the default question with the database name and the masked schema", () => {
    const probe = buildSqlProbe(schema, { suite: "spider", set: "fresh", share: 0.25, seed: "s" });
    expect(probe).toMatchObject({
      id: "spider:fresh:shop",
      suite: "spider",
      set: "fresh",
      kind: "sql",
      cluster: "shop",
    });
    expect(probe.masked).toHaveLength(1);
    const rest =
      probe.masked[0] === "id"
        ? "  [MASK_1] INT PRIMARY KEY,\n  name INT"
        : "  id INT PRIMARY KEY,\n  [MASK_1] INT";
    expect(probe.question).toBe(
      "Below is the schema of a database with some column names replaced by [MASK_1], [MASK_2], …. " +
        "The same number marks the same column wherever it appears. " +
        "Reply with the original column names, one per line, in the order of their numbers, and nothing else.\n\n" +
        `CREATE TABLE users (\n${rest}\n);\n\nCREATE TABLE tags (\n  tag INT\n);`,
    );
  });

  it("masks at each later look of a sequential run columns no earlier look masked, until none is left", () => {
    const wide = schemaOf(nColumns(10));
    const options = { suite: "s", set: "reference", share: 0.3, seed: "9" } as const;
    const looks = [1, 2, 3, 4].map((look) => buildSqlProbe(wide, { ...options, look }));
    expect(looks[0]).toEqual(buildSqlProbe(wide, options));
    expect(looks.map((p) => p.id)).toEqual([
      "s:reference:shop",
      "s:reference:shop#2",
      "s:reference:shop#3",
      "s:reference:shop#4",
    ]);
    expect(looks.map((p) => p.cluster)).toEqual(["shop", "shop", "shop", "shop"]);
    const masked = looks.flatMap((p) => p.masked);
    expect(masked).toHaveLength(10);
    expect(new Set(masked).size).toBe(10);
    expect(buildSqlProbe(wide, { ...options, look: 5 }).masked).toEqual([]);
  });

  it("is deterministic from the seed, and the set is part of the stream", () => {
    const options = { suite: "s", set: "reference", share: 0.5, seed: "9" } as const;
    const wide = schemaOf(nColumns(10));
    expect(buildSqlProbe(wide, options)).toEqual(buildSqlProbe(wide, options));
    const bySet = ["a", "b", "c", "d", "e"].map((seed) => [
      buildSqlProbe(wide, { ...options, seed }).masked.join(),
      buildSqlProbe(wide, { ...options, seed, set: "fresh" }).masked.join(),
    ]);
    expect(bySet.some(([r, f]) => r !== f)).toBe(true);
  });

  it("fills {database} and {schema} in a custom question, and appends the schema when {schema} is absent", () => {
    const filled = buildSqlProbe(schema, {
      suite: "s",
      set: "fresh",
      share: 0.25,
      seed: "s",
      question: "DB {database}:\n{schema}\nGo.",
    });
    expect(filled.question).toMatch(/^DB shop:\nCREATE TABLE users \(\n[\s\S]*\);\nGo\.$/);
    const appended = buildSqlProbe(schema, {
      suite: "s",
      set: "fresh",
      share: 0.25,
      seed: "s",
      question: "Fill the masks.",
    });
    expect(appended.question).toMatch(/^Fill the masks\.\n\nCREATE TABLE users/);
  });

  it("has no masks when every table has one column", () => {
    expect(
      buildSqlProbe(schemaOf(table("a", ["x"])), { suite: "s", set: "fresh", share: 0.25, seed: "s" }).masked,
    ).toEqual([]);
  });
});

describe("parseMaskAnswer", () => {
  it.each([
    ["one per line", "id\nname", ["id", "name"]],
    ["numbered with dots", "1. id\n2. name", ["id", "name"]],
    ["numbered with parentheses", "1) id\n(2) name", ["id", "name"]],
    ["mask labels with colons", "[MASK_1]: id\n[MASK_2]: name", ["id", "name"]],
    ["mask labels with equals", "MASK_1 = id\nMASK_2 = name", ["id", "name"]],
    ["mask labels with arrows", "[MASK_1] -> id\n[MASK_2] → name", ["id", "name"]],
    ["bullets", "- id\n* name\n• email", ["id", "name", "email"]],
    ["quoted and backticked", '"First Name"\n`user_id`\n[Order ID]', ["First Name", "user_id", "Order ID"]],
    ["a code fence", "```\nid\nname\n```", ["id", "name"]],
    ["a sql code fence with bold", "```sql\n**id**\n```", ["id"]],
    ["commas on one line", "id, name, email", ["id", "name", "email"]],
    ["semicolons on one line", "id; name", ["id", "name"]],
    ["a preface line", "Here are the original column names:\n1. id\n2. name", ["id", "name"]],
    ["numbering and label together", "1. [MASK_1]: `user_id`.\n2. [MASK_2]: name", ["user_id", "name"]],
    ["blank lines and CRLF", "\r\nid\r\n\r\nname\r\n", ["id", "name"]],
    ["a name with digits first", "2007_change", ["2007_change"]],
    ["a name that starts with mask", "mask_type", ["mask_type"]],
    ["more answers than masks", "a\nb\nc\nd", ["a", "b"]],
  ])("%s", (_label, text, expected) => {
    expect(parseMaskAnswer(text, expected.length)).toEqual(expected);
  });

  it("returns at most count names and nothing for an empty answer", () => {
    expect(parseMaskAnswer("a\nb\nc", 2)).toEqual(["a", "b"]);
    expect(parseMaskAnswer("   \n```\n```", 3)).toEqual([]);
    expect(parseMaskAnswer("a", 0)).toEqual([]);
  });
});

describe("isRestored", () => {
  it.each([
    ["first name", "First Name", true],
    ['"First Name"', "first name", true],
    ["`user_id`", "user_id", true],
    ["[Order ID]", "Order ID", true],
    ["  ID ", "id", true],
    ["first_name", "First Name", false],
    ["firstname", "First Name", false],
    ["user_id", "id", false],
    ["ids", "id", false],
  ])("%j restores %j: %s", (answer, expected, restored) => {
    expect(isRestored(answer, expected)).toBe(restored);
  });
});

describe("the default masked-column question", () => {
  it("never names the database: a benchmark's database id is itself a hint", () => {
    expect(sqlQuestion("pets_1", "CREATE TABLE pets (\n  [MASK_1] INT\n);")).not.toContain("pets_1");
  });
});
