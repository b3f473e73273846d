/** The report's record of a sequential run: how it spent its error rate, and what each look asked and decided. */
import { formatCount } from "./format.js";
import { cell, table } from "./markdown.js";
import type { Results } from "./results.js";

const percentLevel = (level: number): string => `${Math.round(level * 10000) / 100}%`;

export function sequentialSection(results: Pick<Results, "sequential">): string[] | undefined {
  const s = results.sequential;
  if (!s) return undefined;
  const fixed = s.looks[0]?.suites.filter((suite) => !s.growable.includes(suite)) ?? [];
  const rows = s.looks.map((look) => {
    const decided = Object.entries(look.decided);
    const failed = decided.filter(([, status]) => status === "fail").map(([id]) => id);
    return [
      String(look.look),
      formatCount(look.requests),
      look.look === 1 ? "all" : look.suites.map(cell).join(", "),
      `${decided.length}${failed.length ? ` (failed: ${failed.map(cell).join(", ")})` : ""}`,
      String(look.open.length),
    ];
  });
  return [
    "### Sequential sampling",
    "",
    `${s.looks.length} of at most ${s.maxLooks} looks. Each look judged the suites that can grow at ` +
      `${percentLevel(s.lookLevel)} (α = ${s.alpha.toFixed(2)} split over the ${s.maxLooks} looks, so the whole run's ` +
      `false-pass and false-fail rates stay within α/2 each)` +
      (fixed.length
        ? `; ${fixed.map(cell).join(", ")} ${fixed.length > 1 ? "were" : "was"} asked in full at the first look and kept ${percentLevel(1 - s.alpha)}.`
        : "."),
    "",
    ...table(["look", "requests", "suites asked", "checks decided", "still open"], rows),
    ...(s.stopped ? ["", `Stopped with checks open: ${cell(s.stopped)}`] : []),
  ];
}
