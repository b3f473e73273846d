import { describe, expect, it } from "vitest";
import {
  type AnswerKey,
  classifyMessage,
  conversationKey,
  type KeyEntry,
  type SqlEntry,
} from "../../src/sampling/answer-key.js";
import { type Decision, decideAnswer, UNSURE_TEXT } from "../../src/simulator/behaviour.js";
import { parseChatBody, parseCompletionsBody } from "../../src/simulator/openai-wire.js";
import { BUILTIN_PROFILES, type SimulatorProfile } from "../../src/simulator/profile.js";
import { SQL_UNUSABLE_TEXTS, sqlAccuracy } from "../../src/simulator/sql-behaviour.js";
import { HARDNESS_LEVELS, type Hardness } from "../../src/sql/hardness.js";
import { client, tolerance, useSimulators } from "./harness.js";

const SETS = ["public", "fresh"] as const;
const VARIANTS = ["original", "atd"] as const;
const INSTRUCTION = "Translate in SQL the following query. Answer using only SQL.";
const COLUMNS = ["singer_id", "name", "age", "country", "concert_id", "year", "venue"];
const GOLDS = [
  "SELECT count(*) FROM singer",
  "SELECT name FROM singer WHERE age > 30",
  "SELECT country, count(*) FROM singer GROUP BY country",
  "SELECT T1.name FROM singer AS T1 JOIN performs AS T2 ON T1.singer_id = T2.singer_id WHERE T2.year = 2014;",
  "SELECT venue FROM concert WHERE year = 2014 INTERSECT SELECT venue FROM concert WHERE year = 2015",
  'SELECT name FROM singer WHERE country = "France" ORDER BY age DESC LIMIT 1',
];

interface Question {
  set: (typeof SETS)[number];
  hardness: Hardness;
  questionKey: string;
  gold: string;
  /** One conversation per variant: its user messages. */
  messages: Record<(typeof VARIANTS)[number], [dump: string, question: string]>;
}

/** `perCell` questions per set × hardness, spread over 20 databases per set, each asked in both variants. */
function syntheticSuite(perCell: number): { questions: Question[]; key: AnswerKey } {
  const key = new Map<string, KeyEntry>();
  const questions: Question[] = [];
  for (const set of SETS) {
    for (const hardness of HARDNESS_LEVELS) {
      for (let i = 0; i < perCell; i++) {
        const cluster = `${set}-db${i % 20}`;
        const questionKey = `${set}:${cluster}:${hardness}:${i}`;
        const gold = GOLDS[i % GOLDS.length]!;
        const question = `${INSTRUCTION}\nQuestion ${questionKey}?`;
        const messages = {
          original: [`CREATE TABLE singer_${cluster} (singer_id INT PRIMARY KEY); -- fk`, question],
          atd: [`CREATE TABLE singer_${cluster} (singer_id INT PRIMARY KEY);`, question],
        } as Question["messages"];
        for (const variant of VARIANTS) {
          const entry: SqlEntry = {
            kind: "sql",
            set,
            hardness,
            variant,
            gold,
            questionKey,
            cluster,
            columns: COLUMNS,
          };
          key.set(conversationKey(messages[variant]), entry);
        }
        questions.push({ set, hardness, questionKey, gold, messages });
      }
    }
  }
  return { questions, key };
}

function ask(
  profile: SimulatorProfile,
  key: AnswerKey,
  messages: readonly string[],
  temperature = 0,
  trial: () => number = () => 0.5,
): Decision {
  const request = { model: "m", userMessage: messages.at(-1)!, userMessages: messages, temperature };
  return decideAnswer(profile, key, request, trial);
}

/** The query out of the four forms the simulator writes. */
function queryOf(text: string): string {
  return text
    .replace(/^Here is the query:\n/, "")
    .replace(/^```sql\n([\s\S]*)\n```$/, "$1")
    .replace(/;$/, "");
}

const words = (sql: string): Set<string> =>
  new Set((sql.match(/[A-Za-z_][A-Za-z0-9_$]*/g) ?? []).map((w) => w.toLowerCase()));

describe("text-to-SQL answers with planted accuracies", () => {
  const { questions, key } = syntheticSuite(500);
  const profile = BUILTIN_PROFILES.biased;
  const answers = questions.map((q) => ({
    q,
    original: ask(profile, key, q.messages.original),
    atd: ask(profile, key, q.messages.atd),
  }));

  it("recovers the accuracy of every set × hardness × variant within binomial noise", () => {
    for (const set of SETS) {
      for (const hardness of HARDNESS_LEVELS) {
        for (const variant of VARIANTS) {
          const cell = answers.filter((a) => a.q.set === set && a.q.hardness === hardness);
          const correct = cell.filter((a) => a[variant].kind === "sql-correct").length;
          const planted = sqlAccuracy(profile, { set, hardness, variant, cluster: "any" });
          expect(
            Math.abs(correct / cell.length - planted),
            `${set} ${hardness} ${variant}`,
          ).toBeLessThanOrEqual(tolerance(planted, cell.length));
        }
      }
    }
  });

  it("plants the biased profile's contamination: public 25 points above fresh, a smaller ATD drop", () => {
    for (const hardness of HARDNESS_LEVELS) {
      const at = (set: "public" | "fresh", variant: "original" | "atd") =>
        sqlAccuracy(profile, { set, hardness, variant, cluster: "any" });
      expect(at("public", "original") - at("fresh", "original")).toBeCloseTo(0.25, 10);
      expect(at("public", "original")).toBeLessThan(1);
      expect(at("public", "original") - at("public", "atd")).toBeCloseTo(0.02, 10);
      expect(at("fresh", "original") - at("fresh", "atd")).toBeCloseTo(0.15, 10);
    }
  });

  it("at temperature 0, answers an ATD question right only where its original is answered right", () => {
    const atdOnly = answers.filter((a) => a.atd.kind === "sql-correct" && a.original.kind !== "sql-correct");
    expect(atdOnly).toEqual([]);
    // And the original is sometimes right where the ATD is not: the drop is real.
    expect(answers.some((a) => a.original.kind === "sql-correct" && a.atd.kind === "sql-wrong")).toBe(true);
  });

  it("answers a right question with the gold query, in the four forms the run must read", () => {
    const right = answers.filter((a) => a.original.kind === "sql-correct");
    for (const a of right) expect(queryOf(a.original.text)).toBe(a.q.gold.replace(/;$/, ""));
    const forms = new Set(
      right.map(({ original: { text } }) =>
        text.startsWith("```sql")
          ? "fenced"
          : text.startsWith("Here")
            ? "preface"
            : text.endsWith(";")
              ? ";"
              : "bare",
      ),
    );
    expect([...forms].sort()).toEqual([";", "bare", "fenced", "preface"]);
  });

  it("never answers a wrong question with the gold, and always names a column the database lacks", () => {
    const wrong = answers.flatMap((a) =>
      [a.original, a.atd]
        .filter((d) => d.kind === "sql-wrong")
        .map((d) => ({ gold: a.q.gold, text: d.text })),
    );
    expect(wrong.length).toBeGreaterThan(1000);
    const known = new Set(COLUMNS);
    for (const { gold, text } of wrong) {
      const query = queryOf(text);
      expect(query).not.toBe(gold.replace(/;$/, ""));
      const invented = [...words(query)].filter((w) => !words(gold).has(w));
      expect(invented, query).toHaveLength(1);
      expect(known.has(invented[0]!), query).toBe(false);
    }
  });

  it("answers alike when asked again at temperature 0, and draws afresh for trials above it", () => {
    const q = questions[0]!;
    expect(ask(profile, key, q.messages.original)).toEqual(ask(profile, key, q.messages.original));
    const sure = { name: "t", sql: { accuracy: { public: 0.5, fresh: 0.5 } } };
    expect(ask(sure, key, q.messages.original, 1, () => 0.1).kind).toBe("sql-correct");
    expect(ask(sure, key, q.messages.original, 1, () => 0.9).kind).toBe("sql-wrong");
  });
});

describe("the text-to-SQL knobs", () => {
  const { questions, key } = syntheticSuite(300);

  it("answers in prose at the unusable rate, keeping the accuracy of the answers that hold SQL", () => {
    const profile: SimulatorProfile = {
      name: "t",
      sql: { accuracy: { public: 0.6, fresh: 0.6 }, atdDrop: { public: 0, fresh: 0 }, unusableRate: 0.2 },
    };
    const decisions = questions.map((q) => ask(profile, key, q.messages.original));
    const unusable = decisions.filter((d) => d.kind === "sql-unusable");
    const usable = decisions.filter((d) => d.kind !== "sql-unusable");
    const correct = usable.filter((d) => d.kind === "sql-correct").length;
    expect(Math.abs(unusable.length / decisions.length - 0.2)).toBeLessThan(tolerance(0.2, decisions.length));
    expect(Math.abs(correct / usable.length - 0.6)).toBeLessThan(tolerance(0.6, usable.length));
    for (const d of unusable) {
      expect(SQL_UNUSABLE_TEXTS).toContain(d.text);
      expect(d.text).not.toMatch(/\b(?:select|with)\b/i);
    }
  });

  it("takes a number for every level, and the fair model's value for whatever a profile leaves out", () => {
    const profile: SimulatorProfile = { name: "t", sql: { accuracy: { public: 0.3, fresh: { easy: 0.4 } } } };
    const at = (set: "public" | "fresh", hardness: Hardness, variant: "original" | "atd" = "original") =>
      sqlAccuracy(profile, { set, hardness, variant, cluster: "c" });
    expect(at("public", "extra")).toBe(0.3);
    expect(at("fresh", "easy")).toBe(0.4);
    expect(at("fresh", "hard")).toBe(0.65);
    expect(at("public", "easy", "atd")).toBeCloseTo(0.2, 10);
    expect(
      sqlAccuracy({ name: "bare" }, { set: "public", hardness: "medium", variant: "atd", cluster: "c" }),
    ).toBe(
      sqlAccuracy(BUILTIN_PROFILES.fair, { set: "public", hardness: "medium", variant: "atd", cluster: "c" }),
    );
    const floored = { name: "t", sql: { accuracy: { fresh: 0.05 }, atdDrop: { fresh: 0.2 } } };
    expect(sqlAccuracy(floored, { set: "fresh", hardness: "easy", variant: "atd", cluster: "c" })).toBe(0);
  });

  it("shifts each database's accuracy by one draw with the planted SD, the same for both variants", () => {
    const profile: SimulatorProfile = {
      name: "t",
      sql: {
        accuracy: { public: 0.5, fresh: 0.5 },
        atdDrop: { public: 0.1 },
        heterogeneity: { database: 0.1 },
      },
    };
    const shifts = Array.from({ length: 2000 }, (_, i) => {
      const cell = { set: "public" as const, hardness: "easy" as const, cluster: `db${i}` };
      const original = sqlAccuracy(profile, { ...cell, variant: "original" });
      const atd = sqlAccuracy(profile, { ...cell, variant: "atd" });
      if (original > 0.1 && original < 1) expect(original - atd).toBeCloseTo(0.1, 10);
      return original - 0.5;
    });
    const mean = shifts.reduce((a, b) => a + b, 0) / shifts.length;
    const sd = Math.sqrt(shifts.reduce((a, b) => a + (b - mean) ** 2, 0) / (shifts.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.01);
    expect(sd).toBeGreaterThan(0.09);
    expect(sd).toBeLessThan(0.11);
    // The shift is the database's: every question of it shares it, at any hardness.
    const one = { set: "public" as const, variant: "original" as const, cluster: "db7" };
    expect(sqlAccuracy(profile, { ...one, hardness: "hard" })).toBe(
      sqlAccuracy(profile, { ...one, hardness: "easy" }),
    );
  });
});

describe("the dump sent alone, and what the key does not hold", () => {
  const dump =
    "CREATE TABLE singer (singer_id INT PRIMARY KEY, name TEXT);\nCREATE TABLE concert (concert_id INT);";
  const key = new Map<string, KeyEntry>([[dump, { kind: "sql-dump", tables: ["singer", "concert"] }]]);

  it("describes a keyed dump by its tables, the same every time", () => {
    const d = ask(BUILTIN_PROFILES.fair, key, [dump]);
    expect(d.kind).toBe("interpretation");
    expect(d.text).toMatch(/^The database has 2 tables: singer, concert\./);
    expect(ask(BUILTIN_PROFILES.biased, key, [dump]).text).toBe(d.text);
  });

  it("answers a conversation missing from the key 'Unsure.'", () => {
    const d = ask(BUILTIN_PROFILES.fair, key, [dump, `${INSTRUCTION}\nHow many singers are there?`]);
    expect(d).toMatchObject({ kind: "unsure", text: UNSURE_TEXT });
  });

  it("finds a conversation by all its user messages, before the last message alone", () => {
    const question = `${INSTRUCTION}\nHow many?`;
    const sql: SqlEntry = {
      kind: "sql",
      set: "fresh",
      hardness: "easy",
      variant: "original",
      gold: "SELECT count(*) FROM singer",
      questionKey: "q",
      cluster: "c",
      columns: ["name"],
    };
    const alone: KeyEntry = { kind: "mask", set: "fresh", answers: ["x"] };
    const both = new Map<string, KeyEntry>([
      [conversationKey([dump, question]), sql],
      [question, alone],
    ]);
    expect(classifyMessage(both, question, [dump, question])).toBe(sql);
    expect(classifyMessage(both, question, [`${dump}\n`, ` ${question}`])).toBe(sql);
    expect(classifyMessage(both, question, ["another dump", question])).toBe(alone);
    expect(classifyMessage(both, question)).toBe(alone);
  });

  it("reads every user message of a chat, skipping the assistant's turns, and completions' prompt alone", () => {
    const parsed = parseChatBody(
      JSON.stringify({
        model: "m",
        messages: [
          { role: "system", content: "Be brief." },
          { role: "user", content: dump },
          { role: "assistant", content: "Two tables." },
          { role: "user", content: "Which?" },
        ],
      }),
    );
    expect(parsed.ok && parsed.body.userMessages).toEqual([dump, "Which?"]);
    expect(parsed.ok && parsed.body.userMessage).toBe("Which?");
    const completions = parseCompletionsBody(JSON.stringify({ model: "m", prompt: `${dump}\nWhich?` }));
    expect(completions.ok && completions.body.userMessages).toEqual([`${dump}\nWhich?`]);
  });
});

describe("a text-to-SQL conversation through the openai SDK", () => {
  const start = useSimulators();

  it("answers the dump with its interpretation, then the question after it from the key", async () => {
    const dump = "CREATE TABLE singer (singer_id INT PRIMARY KEY, name TEXT, age INT);";
    const question = `${INSTRUCTION}\nWhat are the names of singers older than 30?`;
    const gold = "SELECT name FROM singer WHERE age > 30";
    const entry = (accuracy: number): SimulatorProfile => ({
      name: "t",
      sql: { accuracy: { public: accuracy, fresh: accuracy } },
    });
    const key = new Map<string, KeyEntry>([
      [dump, { kind: "sql-dump", tables: ["singer"] }],
      [
        conversationKey([dump, question]),
        {
          kind: "sql",
          set: "public",
          hardness: "easy",
          variant: "original",
          gold,
          questionKey: "public:singers:0",
          cluster: "singers",
          columns: ["singer_id", "name", "age"],
        },
      ],
    ]);
    for (const [accuracy, correct] of [
      [1, true],
      [0, false],
    ] as const) {
      const api = client(await start(entry(accuracy), key));
      const first = await api.chat.completions.create({
        model: "sim",
        temperature: 0,
        messages: [{ role: "user", content: dump }],
      });
      const interpretation = first.choices[0]?.message.content ?? "";
      expect(interpretation).toMatch(/^The database has 1 table: singer\./);
      const second = await api.chat.completions.create({
        model: "sim",
        temperature: 0,
        messages: [
          { role: "user", content: dump },
          { role: "assistant", content: interpretation },
          { role: "user", content: question },
        ],
      });
      const query = queryOf(second.choices[0]?.message.content ?? "");
      if (correct) expect(query).toBe(gold);
      else expect(query).toMatch(/^SELECT .*\b(?:singer_id|name|age)_(?:name|code|id|num|text)\b/);
    }
  });
});
