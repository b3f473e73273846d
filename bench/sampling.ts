/**
 * Sampling benchmark: 100 000 prompts from a template with 6 slots over 300-value domains
 * (300^6 ≈ 7.3e14 fillings) and two neq constraints.
 *
 * Run: `npx tsx bench/sampling.ts` (add `node --expose-gc --import tsx bench/sampling.ts` for exact heap deltas).
 * Reference points: time against drawing the same number of random indices and rendering them (the work no
 * sampler can avoid), and retained heap against the JSON size of the produced prompts.
 */
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { createRng } from "../src/sampling/rng.js";
import { samplePrompts } from "../src/sampling/sample.js";
import { createSpace, fillingAt, renderStatement } from "../src/sampling/space.js";
import type { Domain, Template } from "../src/templates/types.js";

export interface SamplingBench {
  prompts: number;
  /** Size of the unconstrained filling space. */
  fillings: number;
  wallMs: number;
  promptsPerSecond: number;
  /** Milliseconds to draw as many random indices and render them, with no constraints or distinctness. */
  referenceMs: number;
  /** wallMs / referenceMs. */
  timeVsReference: number;
  /** Peak resident set size of the process so far, bytes. */
  peakRssBytes: number;
  /** Heap retained by the result: heapUsed after minus before (exact only with --expose-gc). */
  heapDeltaBytes: number;
  /** Bytes of JSON.stringify(prompts), UTF-8. */
  outputJsonBytes: number;
  /** heapDeltaBytes / outputJsonBytes. */
  heapVsOutput: number;
  gcExposed: boolean;
}

/** Runs the 6 × 300 sampling benchmark once (after a small warm-up) and returns its measurements. */
export function benchSampling(count = 100_000, seed = "bench"): SamplingBench {
  const { template, domains } = fixture();
  const set = { templates: [template], domains, pairs: [] };
  samplePrompts(set, { perTemplate: 1000, seed: "warm-up" });

  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const prompts = samplePrompts(set, { perTemplate: count, seed });
  const wallMs = performance.now() - start;
  gc?.();
  const heapDeltaBytes = process.memoryUsage().heapUsed - heapBefore;
  const peakRssBytes = process.resourceUsage().maxRSS * 1024;
  const outputJsonBytes = Buffer.byteLength(JSON.stringify(prompts));

  const space = createSpace(template, domains);
  const rng = createRng(seed, "reference");
  const refStart = performance.now();
  let chars = 0;
  for (let i = 0; i < count; i++)
    chars += renderStatement(template.text, fillingAt(space, rng.nextBelow(space.size))).length;
  const referenceMs = performance.now() - refStart;
  if (chars === 0) throw new Error("reference rendered nothing");

  return {
    prompts: prompts.length,
    fillings: space.size,
    wallMs,
    promptsPerSecond: prompts.length / (wallMs / 1000),
    referenceMs,
    timeVsReference: wallMs / referenceMs,
    peakRssBytes,
    heapDeltaBytes,
    outputJsonBytes,
    heapVsOutput: heapDeltaBytes / outputJsonBytes,
    gcExposed: gc !== undefined,
  };
}

function fixture(): { template: Template; domains: Map<string, Domain> } {
  const names = (prefix: string): Domain => ({
    name: prefix,
    file: `domains/${prefix}.txt`,
    values: Array.from({ length: 300 }, (_, i) => ({
      name: `${prefix}${i}`,
      class: `c${i % 3}`,
      line: i + 1,
    })),
  });
  const domains = new Map(["a", "b", "c", "d", "e", "f"].map((d) => [d, names(d)]));
  const position = { file: "bench.csv", line: 2, column: 1 };
  const ref = (slot: number, field: "name" | "class") => ({ slot, field, raw: `#${slot}` });
  const template: Template = {
    id: "bench6",
    text: "#1 told #2 that #3 and #4 met #5 at #6's place. ",
    params: ["a", "a", "b", "b", "c", "d"],
    constraints: [
      { fn: "neq", left: ref(1, "name"), right: ref(2, "name"), source: "neq(#1, #2)", position },
      {
        fn: "neq",
        left: ref(3, "class"),
        right: ref(4, "class"),
        source: "neq(#3_class, #4_class)",
        position,
      },
    ],
    label: "Yes",
    position,
    cells: {},
    group: "bench",
  };
  return { template, domains };
}

export function printSamplingBench(b: SamplingBench): void {
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
  console.log(
    `sampling: ${b.prompts} prompts from ${b.fillings.toExponential(2)} fillings (6 slots × 300 values)`,
  );
  console.log(`  wall time        ${b.wallMs.toFixed(0)} ms  (${Math.round(b.promptsPerSecond)} prompts/s)`);
  console.log(
    `  reference        ${b.referenceMs.toFixed(0)} ms to draw + render as many indices → ×${b.timeVsReference.toFixed(2)}`,
  );
  console.log(`  peak RSS         ${mb(b.peakRssBytes)}`);
  console.log(
    `  heap retained    ${mb(b.heapDeltaBytes)} vs ${mb(b.outputJsonBytes)} of JSON output → ×${b.heapVsOutput.toFixed(2)}` +
      (b.gcExposed ? "" : "  (no --expose-gc: approximate)"),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printSamplingBench(benchSampling());
}
