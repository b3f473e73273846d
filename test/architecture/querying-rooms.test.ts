import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");

/**
 * The three rooms that were once src/providers/, in pipeline order: the clients, the stored answers, the querying
 * that drives both. A room imports only from itself and the rooms before it.
 */
const ROOMS = ["providers", "answers", "querying"] as const;

function importsOf(rel: string): string[] {
  const text = readFileSync(join(SRC, rel), "utf8");
  return [...text.matchAll(/^\s*(?:import|export)[^"']*?from\s+["'](\.[^"']+)["']/gm)].map((m) =>
    relative(SRC, resolve(SRC, dirname(rel), m[1]!)).replace(/\.js$/, ".ts"),
  );
}

const files = ROOMS.flatMap((room) =>
  readdirSync(join(SRC, room))
    .filter((name) => name.endsWith(".ts"))
    .map((name) => `${room}/${name}`),
);
const roomOf = (rel: string): number => ROOMS.indexOf(rel.split("/")[0] as (typeof ROOMS)[number]);

describe("providers, answers and querying", () => {
  it("import only from their own room or an earlier one", () => {
    const upward = files.flatMap((rel) =>
      importsOf(rel)
        .filter((target) => roomOf(target) > roomOf(rel))
        .map((target) => `${rel} imports ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it("have no import circle among their files", () => {
    const graph = new Map(files.map((rel) => [rel, importsOf(rel).filter((t) => files.includes(t))]));
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (rel: string, path: string[]): void => {
      if (state.get(rel) === "done") return;
      if (state.get(rel) === "open") {
        circles.push([...path.slice(path.indexOf(rel)), rel].join(" → "));
        return;
      }
      state.set(rel, "open");
      for (const next of graph.get(rel) ?? []) visit(next, [...path, rel]);
      state.set(rel, "done");
    };
    for (const rel of files) visit(rel, []);
    expect(circles).toEqual([]);
  });

  it("keep every file under 400 lines", () => {
    const long = files.filter((rel) => readFileSync(join(SRC, rel), "utf8").split("\n").length > 400);
    expect(long).toEqual([]);
  });
});
