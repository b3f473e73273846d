import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");
const SQL = join(SRC, "sql");

/**
 * The SQL room sits low in the pipeline (rank 3): it parses, renders, generates and runs SQL for whoever asks,
 * and knows nothing of the probes, the study, the simulator or the report that use it.
 */
const ALLOWED_ROOMS = ["config", "stats", "files", "templates", "sql"];

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/^\s*(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)].map(
    (m) => m[1] as string,
  );
}

const files = readdirSync(SQL)
  .filter((name) => name.endsWith(".ts"))
  .map((name) => ({ rel: `sql/${name}`, imports: importsOf(join(SQL, name)) }));

describe("the SQL room (src/sql/)", () => {
  it("imports only from config, stats, files, templates and itself", () => {
    const offenders = files.flatMap(({ rel, imports }) =>
      imports
        .filter((spec) => spec.startsWith("."))
        .map((spec) => relative(SRC, resolve(SRC, dirname(rel), spec)).replace(/\.js$/, ".ts"))
        .filter((target) => !ALLOWED_ROOMS.includes(target.split("/")[0] as string))
        .map((target) => `${rel} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it("has no import circle between its files", () => {
    const graph = new Map(
      files.map(({ rel, imports }) => [
        rel,
        imports
          .filter((spec) => spec.startsWith("./"))
          .map((spec) => `sql/${spec.slice(2).replace(/\.js$/, ".ts")}`),
      ]),
    );
    const circles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (file: string, path: string[]): void => {
      if (state.get(file) === "done") return;
      if (state.get(file) === "open") {
        circles.push([...path.slice(path.indexOf(file)), file].join(" → "));
        return;
      }
      state.set(file, "open");
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, "done");
    };
    for (const file of graph.keys()) visit(file, []);
    expect(circles).toEqual([]);
  });

  it("keeps every file under 400 lines", () => {
    const long = files
      .map(({ rel }) => ({ rel, lines: readFileSync(join(SRC, rel), "utf8").split("\n").length }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
