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
  return [...text.matchAll(/^\s*(?:import|export)[^"']*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]!);
}

describe("the shape of src/", () => {
  const files = sourceFiles(SRC).map((file) => ({
    file,
    rel: relative(SRC, file),
    imports: importsOf(file),
  }));

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
