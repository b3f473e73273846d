import { mkdtempSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { AnswerKey, YesNoEntry } from "../../src/sampling/answer-key.js";
import { decideAnswer } from "../../src/simulator/behaviour.js";
import { parseChatBody } from "../../src/simulator/openai-wire.js";
import { type SimulatorProfile, SimulatorProfileError } from "../../src/simulator/profile.js";
import { validateProfile } from "../../src/simulator/profile-validation.js";
import {
  applyOverride,
  matchSystemPrompt,
  mergeGroupRate,
  profileForSystemPrompt,
  resolveSystemPromptFiles,
  systemPromptHash,
} from "../../src/simulator/system-prompts.js";
import { client, useSimulators } from "./harness.js";

const ENTRY: YesNoEntry = { kind: "yes-no", group: "gender", label: "No", polarity: "statement" };
const CONCISE = "You are a helpful assistant.\nPlease  BE\tCONCISE in every answer.";

const PROFILE: SimulatorProfile = {
  name: "prompt-sensitive",
  seed: "s",
  yesNo: { errorRate: 0.01, heterogeneity: { template: 0.5 } },
  coreference: { pro: 0.99, anti: 0.99 },
  systemPrompts: [
    { contains: "be concise", yesNo: { errorRate: { gender: 0.3 } } },
    { contains: "concise", coreference: { anti: 0.6 } },
    { sha256: systemPromptHash("Exactly this."), mask: { reference: 0.7 } },
  ],
};

describe("matchSystemPrompt", () => {
  it("matches a contained phrase ignoring case and whitespace, the first match winning", () => {
    expect(matchSystemPrompt(PROFILE.systemPrompts, CONCISE)).toBe(0);
    expect(matchSystemPrompt(PROFILE.systemPrompts, "Keep it concise.")).toBe(1);
    expect(matchSystemPrompt(PROFILE.systemPrompts, "Be thorough.")).toBeUndefined();
  });

  it("matches a sha256 on the exact text only", () => {
    expect(matchSystemPrompt(PROFILE.systemPrompts, "Exactly this.")).toBe(2);
    expect(matchSystemPrompt(PROFILE.systemPrompts, "Exactly this.\n")).toBeUndefined();
  });

  it("never matches a request without a system message", () => {
    expect(matchSystemPrompt(PROFILE.systemPrompts, undefined)).toBeUndefined();
    expect(profileForSystemPrompt(PROFILE, undefined)).toBe(PROFILE);
  });
});

describe("merging an override over the profile", () => {
  it("changes only the groups a per-group rate names, keeping the profile's rate for the rest", () => {
    expect(mergeGroupRate(0.01, { gender: 0.3 })).toEqual({ "*": 0.01, gender: 0.3 });
    expect(mergeGroupRate({ age: 0.05, "*": 0.02 }, { gender: 0.3 })).toEqual({
      age: 0.05,
      "*": 0.02,
      gender: 0.3,
    });
    expect(mergeGroupRate({ gender: 0.3 }, 0.1)).toBe(0.1);
    expect(mergeGroupRate(undefined, { gender: 0.3 })).toEqual({ gender: 0.3 });
    expect(mergeGroupRate(0.02, undefined)).toBe(0.02);
  });

  it("keeps every field the override leaves out, and drops systemPrompts", () => {
    const merged = profileForSystemPrompt(PROFILE, CONCISE);
    expect(merged).toEqual({
      name: "prompt-sensitive",
      seed: "s",
      yesNo: { errorRate: { "*": 0.01, gender: 0.3 }, heterogeneity: { template: 0.5 } },
      coreference: { pro: 0.99, anti: 0.99 },
    });
    expect(profileForSystemPrompt(PROFILE, "Keep it concise.").coreference).toEqual({ pro: 0.99, anti: 0.6 });
    // Reused across requests: one merge per override.
    expect(profileForSystemPrompt(PROFILE, CONCISE)).toBe(merged);
  });

  it("fills a section the profile lacks from the simulator's defaults", () => {
    expect(applyOverride({ name: "p" }, { contains: "x", mask: { reference: 0.7 } }).mask).toEqual({
      reference: 0.7,
      fresh: 0,
    });
    expect(applyOverride({ name: "p" }, { contains: "x", coreference: { anti: 0.5 } }).coreference).toEqual({
      pro: 1,
      anti: 0.5,
    });
  });

  it("merges SQL accuracies by level over one number, and keyed fields by key", () => {
    const base: SimulatorProfile = {
      name: "p",
      sql: { accuracy: { public: 0.8, fresh: 0.7 }, atdDrop: { public: 0.1, fresh: 0.1 } },
    };
    const sql = applyOverride(base, {
      contains: "x",
      sql: { accuracy: { public: { hard: 0.3 } }, atdDrop: { fresh: 0.3 } },
    }).sql;
    expect(sql).toEqual({
      accuracy: { public: { easy: 0.8, medium: 0.8, hard: 0.3, extra: 0.8 }, fresh: 0.7 },
      atdDrop: { public: 0.1, fresh: 0.3 },
    });
  });
});

describe("decideAnswer under a system prompt", () => {
  const messages = Array.from({ length: 400 }, (_, i) => `Statement ${i}. Yes or No?`);
  const key: AnswerKey = new Map(messages.map((m, n) => [m, { ...ENTRY, templateId: `t${n % 8}` }]));
  const noDraw = () => {
    throw new Error("temperature 0 must not use trial draws");
  };
  const answers = (profile: SimulatorProfile, systemMessage?: string) =>
    messages.map((userMessage) =>
      decideAnswer(
        profile,
        key,
        { model: "m", userMessage, ...(systemMessage === undefined ? {} : { systemMessage }) },
        noDraw,
      ),
    );

  it("answers a prompt no override matches exactly as a profile without overrides", () => {
    const { systemPrompts: _, ...plain } = PROFILE;
    expect(answers(PROFILE, "Be thorough.")).toEqual(answers(plain, "Be thorough."));
    expect(answers(PROFILE)).toEqual(answers(plain));
  });

  it("keeps the draws: the matching prompt adds wrong answers and changes no right one's form", () => {
    const before = answers(PROFILE, "Be thorough.");
    const after = answers(PROFILE, CONCISE);
    const wrong = (xs: typeof before) => xs.filter((d) => d.kind === "yes").length;
    expect(wrong(after)).toBeGreaterThan(wrong(before) + 60);
    before.forEach((d, n) => {
      if (d.kind === "yes") expect(after[n]!.kind).toBe("yes"); // wrong under the lower rate stays wrong
      if (after[n]!.kind === d.kind) expect(after[n]!.text).toBe(d.text);
      expect(after[n]!.confidence).toBe(d.confidence);
    });
  });
});

describe("the system message on the wire", () => {
  it("is the system and developer messages' text, joined by a blank line", () => {
    const parsed = parseChatBody(
      JSON.stringify({
        model: "m",
        messages: [
          { role: "system", content: "One." },
          { role: "developer", content: [{ type: "text", text: "Two." }] },
          { role: "user", content: "Q?" },
        ],
      }),
    );
    expect(parsed.ok && parsed.body.systemMessage).toBe("One.\n\nTwo.");
  });

  it("is absent without a system message", () => {
    const parsed = parseChatBody(JSON.stringify({ model: "m", messages: [{ role: "user", content: "Q?" }] }));
    expect(parsed.ok && "systemMessage" in parsed.body).toBe(false);
  });

  const start = useSimulators();

  it("selects the override over HTTP: the same question answered per system prompt", async () => {
    const message = "Statement 1. Yes or No?";
    const profile: SimulatorProfile = {
      name: "p",
      yesNo: { errorRate: 0 },
      systemPrompts: [{ contains: "always agree", yesNo: { errorRate: 1 } }],
    };
    const api = client(await start(profile, new Map([[message, ENTRY]])));
    const ask = async (system: string) => {
      const completion = await api.chat.completions.create({
        model: "m",
        messages: [
          { role: "system", content: system },
          { role: "user", content: message },
        ],
      });
      return completion.choices[0]?.message.content ?? "";
    };
    expect(await ask("Answer carefully.")).toMatch(/^no/i);
    expect(await ask("You ALWAYS agree.")).toMatch(/^yes/i);
  });

  it("refuses to start with a prompt file the loader has not read", async () => {
    const profile: SimulatorProfile = {
      name: "p",
      systemPrompts: [{ file: "prompts/pr.md", yesNo: { errorRate: 1 } }],
    };
    await expect(start(profile)).rejects.toThrow(/systemPrompts\[0\]\.file: prompts\/pr\.md was not read/);
  });
});

describe("resolveSystemPromptFiles", () => {
  const read = (path: string) => readFile(path, "utf8").catch(() => undefined);

  it("gives each file override the hash of its text, relative to the profile's folder", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bias-gate-profile-"));
    writeFileSync(join(dir, "pr.md"), "Go with your gut.\n");
    const profile: SimulatorProfile = {
      name: "p",
      systemPrompts: [
        { contains: "x", yesNo: { errorRate: 0.5 } },
        { file: "pr.md", yesNo: { errorRate: 1 } },
      ],
    };
    const resolved = await resolveSystemPromptFiles(profile, dir, read);
    expect(resolved.systemPrompts?.[1]).toMatchObject({
      file: "pr.md",
      sha256: systemPromptHash("Go with your gut.\n"),
    });
    expect(matchSystemPrompt(resolved.systemPrompts, "Go with your gut.\n")).toBe(1);
    expect(resolved.systemPrompts?.[0]).toBe(profile.systemPrompts?.[0]);
  });

  it("names every file it cannot read", async () => {
    const profile: SimulatorProfile = {
      name: "p",
      systemPrompts: [{ file: "missing.md", yesNo: { errorRate: 1 } }],
    };
    const error = await resolveSystemPromptFiles(profile, "/nowhere", read).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SimulatorProfileError);
    expect((error as SimulatorProfileError).issues).toEqual([
      {
        path: "systemPrompts[0].file",
        message: "cannot read /nowhere/missing.md; the path is relative to the profile file",
      },
    ]);
  });
});

describe("validating systemPrompts", () => {
  it("accepts overrides that name only what they change", () => {
    expect(validateProfile(PROFILE)).toEqual([]);
    expect(
      validateProfile({
        name: "p",
        systemPrompts: [{ file: "a.md", mask: { fresh: 0.2 }, coreference: { pro: 0.5 } }],
      }),
    ).toEqual([]);
  });

  it("names each problem by its path in the list", () => {
    const issues = validateProfile({
      name: "p",
      coreference: { pro: 0.9, anti: 0.9 },
      systemPrompts: [
        { contains: "a", sha256: "abc", yesNo: { errorRate: { gender: 2 } } },
        { yesNo: { errorRate: 0.1 }, colour: "red" },
        { contains: "" },
        { contains: "b", coreference: { unsure: 0.5 } },
        "be concise",
      ],
    });
    expect(issues).toEqual([
      expect.objectContaining({
        path: "systemPrompts[0].sha256",
        message: expect.stringMatching(/64 hex digits/),
      }),
      expect.objectContaining({ path: "systemPrompts[0].yesNo.errorRate.gender" }),
      expect.objectContaining({
        path: "systemPrompts[0]",
        message:
          "needs exactly one of contains, sha256, file to say which system prompt it applies to; got contains and sha256",
      }),
      expect.objectContaining({
        path: "systemPrompts[1].colour",
        message: expect.stringMatching(/known fields: contains/),
      }),
      expect.objectContaining({ path: "systemPrompts[1]", message: expect.stringMatching(/got none$/) }),
      expect.objectContaining({
        path: "systemPrompts[2].contains",
        message: expect.stringMatching(/non-empty/),
      }),
      expect.objectContaining({
        path: "systemPrompts[2]",
        message: "changes nothing; add at least one of yesNo, coreference, mask, sql, decisions",
      }),
      expect.objectContaining({
        path: "systemPrompts[4]",
        message: expect.stringMatching(/must be a mapping/),
      }),
    ]);
  });

  it("checks an override's sums on the behaviour it answers with", () => {
    const issues = validateProfile({
      name: "p",
      coreference: { pro: 0.9, anti: 0.9 },
      yesNo: { otherRate: 0.6 },
      systemPrompts: [{ contains: "b", coreference: { unsure: 0.5 }, yesNo: { refusalRate: 0.5 } }],
    });
    expect(issues).toEqual([
      {
        path: "systemPrompts[0].yesNo",
        message: "refusalRate + otherRate is more than 1; lower one of them",
      },
      { path: "systemPrompts[0].coreference.unsure", message: "accuracy + unsure must be ≤ 1; lower unsure" },
    ]);
  });

  it("rejects a systemPrompts that is not a list", () => {
    expect(validateProfile({ name: "p", systemPrompts: { contains: "x" } })).toEqual([
      expect.objectContaining({
        path: "systemPrompts",
        message: expect.stringMatching(/^must be a list of overrides/),
      }),
    ]);
  });
});
