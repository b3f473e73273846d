import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const SCRIPT = join(ROOT, "scripts/ascii-dist.js");
const NON_ASCII = /[^\x00-\x7f]/u;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function rewrite(source: string): { dir: string; status: number | null; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-ascii-"));
  dirs.push(dir);
  writeFileSync(join(dir, "module.js"), source);
  writeFileSync(join(dir, "original.mjs"), source);
  const result = spawnSync(process.execPath, [SCRIPT, dir], { encoding: "utf8" });
  return { dir, status: result.status, stderr: result.stderr };
}

// Every place the bundles hold other characters: strings (with an identity escape), untagged templates with a
// substitution, regular expressions with and without the u flag (astral too), names, comments, whitespace.
const MODULE = [
  "// A comment — with a dash, and an emoji 👋",
  "/* block ≤ comment */",
  'export const plain = "×1.5 ≤ goal — done";',
  "export const identity = '\\é and \\\\é';",
  "const größe = 3;",
  "export const name = größe;",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a module, templates and all
  "export const template = `P(Yes|T′) ${größe} − 1 ${`inner ≥ ${größe}`}`;",
  "export const markers = 'a▁bĠcĊ'.replace(/[▁ĠĊ]/g, '');",
  "export const astral = /😀+/u.test('😀😀') && /^.😀$/.test('x😀');",
  "export const spaced =\u00a0größe +\u2028 1;",
].join("\n");

describe("scripts/ascii-dist.js", () => {
  it("rewrites a module as pure ASCII that means exactly what it meant", async () => {
    const { dir, status, stderr } = rewrite(MODULE);
    expect(stderr).toBe("");
    expect(status).toBe(0);
    const rewritten = readFileSync(join(dir, "module.js"), "utf8");
    expect(rewritten).not.toMatch(NON_ASCII);
    writeFileSync(join(dir, "rewritten.mjs"), rewritten);
    const before = await import(pathToFileURL(join(dir, "original.mjs")).href);
    const after = await import(pathToFileURL(join(dir, "rewritten.mjs")).href);
    expect({ ...after }).toEqual({ ...before });
    expect(before.identity).toBe("é and \\é");
    expect(before.astral).toBe(true);
  });

  it("refuses a tagged template whose raw text is not ASCII, naming the file and line", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a module, templates and all
    const { dir, status, stderr } = rewrite("const a = 1;\nexport const raw = String.raw`a — ${a}`;\n");
    expect(status).not.toBe(0);
    expect(stderr).toContain(`${join(dir, "module.js")}:2: a tagged template's raw text is not ASCII`);
    expect(readFileSync(join(dir, "module.js"), "utf8")).toContain("—");
  });

  it("leaves the committed bundles all ASCII (npm run build runs it)", () => {
    const files = ["dist", "dist/cli"].flatMap((dir) =>
      readdirSync(join(ROOT, dir))
        .filter((name) => name.endsWith(".js"))
        .map((name) => join(dir, name)),
    );
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => NON_ASCII.test(readFileSync(join(ROOT, file), "utf8")));
    expect(offenders).toEqual([]);
  });
});
