import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..", "..", "src");

/** Which top-level modules may import what: dependencies point one way along the pipeline. */
const EXTERNAL_ALLOWED: Record<string, RegExp> = {
  "@actions/": /^(main\.ts|index\.ts|config\/action-inputs\.ts|github\/)/,
  openai: /^providers\/openai/,
  // The SQL engine is an edge like a provider: it starts a worker and finds sql.js's files on disk.
  "node:fs": /^(commands\/io\.ts|files\/|providers\/|answers\/|github\/|main\.ts|sql\/engine\.ts)/,
};

const PURE_FOLDERS = ["templates", "sampling", "metrics", "stats", "gate", "report"];
const PURE_EXCEPTIONS = /^templates\/load\.ts$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? sourceFiles(path) : entry.name.endsWith(".ts") ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const named = [...text.matchAll(/^\s*(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  const bare = [...text.matchAll(/^\s*import\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
  return [...named, ...bare];
}

/**
 * The rooms of src/ in pipeline order: a file may import only from its own room or a room of lower rank, so
 * what is measured never imports what reports on it. Files at the root of src/ get the rank of their role.
 */
const ROOM_RANKS: Record<string, number> = {
  config: 0,
  stats: 1,
  files: 1,
  templates: 2,
  sql: 3,
  sampling: 4,
  providers: 5,
  answers: 6,
  simulator: 7,
  querying: 8,
  metrics: 9,
  contamination: 10,
  gate: 11,
  report: 12,
  suites: 13,
  run: 14,
  commands: 15,
  github: 16,
};
const ROOT_RANKS: Record<string, number> = {
  "run-gate.ts": 14,
  "run-plan.ts": 14,
  "index.ts": 17,
  "cli.ts": 17,
  "main.ts": 17,
};
const MAX_LINES = 400;

/** A file's rank: its room's, or its role's at the root; undefined for a room or root file not in the table. */
function rankOf(rel: string): number | undefined {
  const slash = rel.indexOf("/");
  return slash < 0 ? ROOT_RANKS[rel] : ROOM_RANKS[rel.slice(0, slash)];
}

/** The relative imports of each file, as paths relative to src/ (`.js` read as the `.ts` it compiles from). */
function localImports(rel: string, imports: readonly string[]): string[] {
  return imports
    .filter((spec) => spec.startsWith("."))
    .map((spec) => relative(SRC, resolve(SRC, dirname(rel), spec)).replace(/\.js$/, ".ts"));
}

/** Tarjan's strongly connected components with more than one file: every file-level import cycle. */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next++;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("the shape of src/", () => {
  const files = sourceFiles(SRC).map((file) => ({
    file,
    rel: relative(SRC, file),
    imports: importsOf(file),
  }));

  it("imports only from its own room or rooms of lower rank (the pipeline's order)", () => {
    const offenders = files.flatMap(({ rel, imports }) => {
      const rank = rankOf(rel);
      if (rank === undefined) return [`${rel} is in no room of the rank table`];
      return localImports(rel, imports)
        .filter((target) => (rankOf(target) ?? Number.POSITIVE_INFINITY) > rank)
        .map((target) => `${rel} (${rank}) imports ${target} (${rankOf(target) ?? "no rank"})`);
    });
    expect(offenders).toEqual([]);
  });

  it("has no file-level import cycle (type-only imports included)", () => {
    const graph = new Map(files.map(({ rel, imports }) => [rel, localImports(rel, imports)]));
    expect(importCycles(graph).map((cycle) => cycle.join(" ↔ "))).toEqual([]);
  });

  it(`keeps every source file at ${MAX_LINES} lines or fewer`, () => {
    const offenders = files
      .map(({ file, rel }) => ({ rel, lines: readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ rel, lines }) => `${rel}: ${lines} lines`);
    expect(offenders).toEqual([]);
  });

  it("holds only the entries and the pipeline's top at the root of src/", () => {
    const offenders = files.map(({ rel }) => rel).filter((rel) => !rel.includes("/") && !(rel in ROOT_RANKS));
    expect(offenders).toEqual([]);
  });

  it("keeps @actions/*, openai and node:fs at the edges", () => {
    const offenders = files.flatMap(({ rel, imports }) =>
      imports
        .filter((spec) => Object.keys(EXTERNAL_ALLOWED).some((prefix) => spec.startsWith(prefix)))
        .filter((spec) => {
          const prefix = Object.keys(EXTERNAL_ALLOWED).find((p) => spec.startsWith(p))!;
          return !EXTERNAL_ALLOWED[prefix]!.test(rel);
        })
        .map((spec) => `${rel} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the core pure: no clock, no Math.random, no process.env", () => {
    const offenders = files
      .filter(({ rel }) => PURE_FOLDERS.some((f) => rel.startsWith(`${f}/`)) && !PURE_EXCEPTIONS.test(rel))
      .filter(({ file }) =>
        /Math\.random|Date\.now|new Date\(|process\.env|performance\.now/.test(readFileSync(file, "utf8")),
      )
      .map(({ rel }) => rel);
    expect(offenders).toEqual([]);
  });

  it("uses .js suffixes on relative imports (ESM)", () => {
    const offenders = files.flatMap(({ rel, imports }) =>
      imports
        .filter((spec) => spec.startsWith(".") && !spec.endsWith(".js"))
        .map((spec) => `${rel}: ${spec}`),
    );
    expect(offenders).toEqual([]);
  });

  it("keeps the pipeline and the commands free of suite kinds: they loop over the kind table", () => {
    const generic =
      /^(run-gate\.ts|run-plan\.ts|commands\/(run|plan|sample|lint|score|serve-sim|prepare)\.ts|github\/gate-in-action\.ts)$/;
    const kindModules =
      /\/(metrics\/(coreference-items|stereotype|yes-no-items|bias|negation)|contamination\/|sampling\/(coreference|sample-suites)|templates\/load-coreference|suites\/(yes-no|coreference|contamination))\.js$|\/contamination\//;
    const offenders = files
      .filter(({ rel }) => generic.test(rel))
      .flatMap(({ rel, imports }) =>
        imports.filter((spec) => kindModules.test(spec)).map((spec) => `${rel} imports ${spec}`),
      );
    expect(offenders).toEqual([]);
  });

  it("loads no model client, query plan or sampler before a command runs (--version, --help, lint stay light)", () => {
    // What src/cli.ts reaches through static imports, and through the dynamic ones that load main.ts and io.ts:
    // everything every command pays for before its own module is imported.
    const byRel = new Map(files.map((f) => [f.rel, f]));
    const reached = new Set<string>();
    const visit = (rel: string): void => {
      if (reached.has(rel)) return;
      reached.add(rel);
      for (const spec of byRel.get(rel)?.imports ?? []) {
        if (!spec.startsWith(".")) continue;
        visit(relative(SRC, resolve(SRC, dirname(rel), spec)).replace(/\.js$/, ".ts"));
      }
    };
    for (const entry of ["cli.ts", "commands/main.ts", "commands/io.ts"]) visit(entry);
    const heavy = [...reached].filter((rel) =>
      /^(providers\/openai|querying\/(query-plan|pool|endpoint)|sampling\/sample)\.ts$/.test(rel),
    );
    expect(heavy).toEqual([]);
    expect(reached.has("commands/io.ts")).toBe(true);
  });
});
