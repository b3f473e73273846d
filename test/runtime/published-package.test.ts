import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { isBuiltin } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { repoRoot } from "../action/node24.js";
import { runDistCli } from "../commands/dist-cli.js";
import { findNpmCli, runNpm } from "./npm.js";

/**
 * What `npm install -g <release tarball>`, `npx github:bias-gate/bias-gate#v1` (npm packs the git checkout the same
 * way) and, once published, `npx bias-gate` install: dist/ (one ncc bundle per entry), the fixtures and action.yml,
 * and no dependencies, since the bundles carry everything they import.
 */

interface Manifest {
  bin?: Record<string, string>;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as Manifest;
const BUNDLES = ["dist/index.js", "dist/cli/index.js"];

/** Module specifiers a bundle still loads at run time: what ncc left as `require("…")` or `import … from "…"`. */
function runtimeSpecifiers(bundle: string): Set<string> {
  const text = readFileSync(join(repoRoot, bundle), "utf8");
  const loads = [
    /(?<![\w$.])require\("([^"]+)"\)/g,
    /__WEBPACK_EXTERNAL_createRequire\(import\.meta\.url\)\("([^"]+)"\)/g,
    /^import\s[^;]*?\sfrom\s"([^"]+)"/gm,
    /(?<![\w$.])import\("([^"]+)"\)/g,
  ];
  return new Set(loads.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1] ?? "")));
}

/** The packages src/ imports (`@scope/name` or `name`), which ncc bundles into dist/. */
function packagesImportedBySrc(): Set<string> {
  const files = readdirSync(join(repoRoot, "src"), { recursive: true, encoding: "utf8" }).filter((file) =>
    file.endsWith(".ts"),
  );
  const specifier = /(?:^|\s)(?:import|export)\s[^;]*?\sfrom\s"([^"./][^"]*)"|\bimport\("([^"./][^"]*)"\)/g;
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(repoRoot, "src", file), "utf8").matchAll(specifier)) {
      const spec = match[1] ?? match[2] ?? "";
      if (isBuiltin(spec)) continue;
      names.add(
        spec
          .split("/")
          .slice(0, spec.startsWith("@") ? 2 : 1)
          .join("/"),
      );
    }
  }
  return names;
}

describe("the published package", () => {
  it("has bundles that load nothing but Node built-ins", () => {
    for (const bundle of BUNDLES) {
      const external = [...runtimeSpecifiers(bundle)].filter((spec) => !isBuiltin(spec));
      expect(external, bundle).toEqual([]);
    }
  });

  it("declares no dependencies: everything src/ imports is a devDependency, bundled into dist/", () => {
    const imported = [...packagesImportedBySrc()].sort();
    expect(imported).toContain("openai");
    expect(Object.keys(manifest.dependencies ?? {})).toEqual([]);
    expect(imported.filter((name) => manifest.devDependencies?.[name] === undefined)).toEqual([]);
  });

  it("gives consumers no optional or peer dependencies (the Node 24 test runtime stays a devDependency)", () => {
    expect(manifest.optionalDependencies ?? {}).toEqual({});
    expect(manifest.peerDependencies ?? {}).toEqual({});
  });

  it("runs no install-time script: npm would install devDependencies to run `prepare` for a git install", () => {
    // npx github:… clones, runs `prepare` (after installing every devDependency) and packs; dist/ is committed, so
    // nothing needs building, and a consumer installs nothing but the package itself.
    const lifecycle = ["prepare", "prepack", "postpack", "preinstall", "install", "postinstall"];
    expect(Object.keys(manifest.scripts ?? {}).filter((name) => lifecycle.includes(name))).toEqual([]);
    expect(manifest.bin).toEqual({ "bias-gate": "dist/cli/index.js" });
    expect(readFileSync(join(repoRoot, "dist/cli/index.js"), "utf8").split("\n")[0]).toBe(
      "#!/usr/bin/env node",
    );
  });

  const temp = mkdtempSync(join(tmpdir(), "bias-gate-pack-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const packTitle =
    "packs dist/, the fixtures and action.yml (no sources, tests or node_modules), and the tarball installs with no network and runs";
  const npmCli = findNpmCli();
  it.skipIf(!npmCli)(
    npmCli ? packTitle : `${packTitle} [skipped: npm's CLI not found]`,
    async () => {
      const run = await runNpm(npmCli!, ["pack", "--json", "--ignore-scripts", "--pack-destination", temp], {
        cwd: repoRoot,
      });
      expect(run.code, run.output).toBe(0);
      const [pack] = JSON.parse(run.stdout) as {
        filename: string;
        files: { path: string }[];
        unpackedSize: number;
      }[];
      const paths = pack!.files.map((file) => file.path);
      for (const path of [
        ...BUNDLES,
        "dist/cli/sql-js/sql-wasm.wasm",
        "action.yml",
        "fixtures/starter/bias-gate.yml",
        "schema/bias-gate.schema.json",
      ]) {
        expect(paths).toContain(path);
      }
      expect(paths.filter((path) => /^(src|test|bench|scripts|node_modules)\//.test(path))).toEqual([]);
      // About 10 MB today (the two bundles and sql.js's wasm twice); a Node binary or node_modules would be 100+.
      expect(pack!.unpackedSize).toBeLessThan(30_000_000);

      // What a release attaches, installed as the README says (`npm install --global <url of the .tgz>`), offline.
      const prefix = join(temp, "prefix");
      const install = await runNpm(
        npmCli!,
        [
          "install",
          "--global",
          "--prefix",
          prefix,
          "--offline",
          "--no-audit",
          "--no-fund",
          join(temp, pack!.filename),
        ],
        { cwd: temp, env: { npm_config_cache: join(temp, "npm-cache") } },
      );
      expect(install.code, install.output).toBe(0);
      const project = join(temp, "project");
      mkdirSync(project);
      const init = await runDistCli(["init"], { cwd: project, script: join(prefix, "bin", "bias-gate") });
      expect(init.code, init.stderr).toBe(0);
      // Installed, the CLI names itself by its bin, and the workflow names the project's Action.
      expect(init.stdout).toContain("  bias-gate plan ");
      expect(readFileSync(join(project, ".github/workflows/bias-gate.yml"), "utf8")).toContain(
        "uses: bias-gate/bias-gate@v1",
      );
    },
    120_000,
  );
});
