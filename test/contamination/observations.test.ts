import { describe, expect, it } from "vitest";
import { countUnreadable, observeProbe } from "../../src/contamination/observations.js";
import { isRestored, parseMaskAnswer } from "../../src/contamination/sql-mask.js";
import { isWordRestored, parseTextAnswers } from "../../src/contamination/text-mask.js";
import type { MaskProbe } from "../../src/contamination/types.js";

const probe: MaskProbe = {
  id: "spider:reference:concert_singer",
  suite: "spider",
  set: "reference",
  kind: "sql",
  cluster: "concert_singer",
  question: "…",
  masked: ["singer", "concert_ID", "stadium"],
};

const splitLines = (text: string, count: number) => text.split("\n").slice(0, count);
const exact = (answer: string, expected: string) => answer === expected;

describe("observeProbe", () => {
  it("gives one observation per mask, in mask order, restored where the answer matches", () => {
    expect(observeProbe(probe, "singer\nconcert_id\nstadium", 2, splitLines, exact)).toEqual([
      {
        probeId: probe.id,
        set: "reference",
        cluster: "concert_singer",
        index: 0,
        expected: "singer",
        answer: "singer",
        restored: true,
        trial: 2,
      },
      {
        probeId: probe.id,
        set: "reference",
        cluster: "concert_singer",
        index: 1,
        expected: "concert_ID",
        answer: "concert_id",
        restored: false,
        trial: 2,
      },
      {
        probeId: probe.id,
        set: "reference",
        cluster: "concert_singer",
        index: 2,
        expected: "stadium",
        answer: "stadium",
        restored: true,
        trial: 2,
      },
    ]);
  });

  it("counts masks the parser gives no answer for as not restored, without an answer", () => {
    const observations = observeProbe(probe, "singer", 0, splitLines, exact);
    expect(observations.map((o) => [o.restored, "answer" in o])).toEqual([
      [true, true],
      [false, false],
      [false, false],
    ]);
  });

  it("counts every mask of an unanswered probe as not restored and never calls the parser", () => {
    const parse = () => {
      throw new Error("must not parse");
    };
    const observations = observeProbe(probe, undefined, 1, parse, exact);
    expect(observations).toHaveLength(3);
    expect(observations.every((o) => !o.restored && o.answer === undefined && o.trial === 1)).toBe(true);
  });

  it("works with the text parser and restore check", () => {
    const text: MaskProbe = {
      ...probe,
      id: "wino:fresh:f.txt:1",
      set: "fresh",
      kind: "text",
      cluster: "f.txt",
      masked: ["nurse"],
    };
    const [observation] = observeProbe(text, "**Nurse.**", 0, parseTextAnswers, isWordRestored);
    expect(observation).toMatchObject({ set: "fresh", cluster: "f.txt", answer: "Nurse", restored: true });
  });
});

describe("countUnreadable", () => {
  const answer = (text: string, trial = 0) => observeProbe(probe, text, trial, parseMaskAnswer, isRestored);

  it("counts an answered probe from which no masked name can be read: unsure, refusals, empty replies", () => {
    for (const text of [
      "Unsure.",
      "I'm not sure.",
      "I don't know",
      "I'm sorry, but I can't help with that.",
      "I cannot determine the original column names.",
      "I’m unable to recall the schema.",
      "Unknown",
      "N/A",
      "",
      "```\n```",
    ]) {
      expect(countUnreadable(answer(text)), text).toEqual({ answered: 1, unreadable: 1 });
    }
  });

  it("counts a probe as readable when it names anything, right or wrong", () => {
    for (const text of ["singer\nconcert_ID\nstadium", "Tom, Anna, Jack", "name", "Unsure\nstadium"]) {
      expect(countUnreadable(answer(text)), text).toEqual({ answered: 1, unreadable: 0 });
    }
  });

  it("counts each trial of a probe as its own answer", () => {
    const observations = [...answer("Unsure.", 0), ...answer("singer", 1), ...answer("", 2)];
    expect(countUnreadable(observations)).toEqual({ answered: 3, unreadable: 2 });
  });

  it("reads a text probe's one word, and a hedge instead of it, alike", () => {
    const text: MaskProbe = { ...probe, id: "t:fresh:a.txt:1", kind: "text", masked: ["river"] };
    const observe = (reply: string, trial: number) =>
      observeProbe(text, reply, trial, parseTextAnswers, isWordRestored);
    expect(
      countUnreadable([...observe("Unsure.", 0), ...observe("lake", 1), ...observe("River.", 2)]),
    ).toEqual({
      answered: 3,
      unreadable: 1,
    });
  });
});
