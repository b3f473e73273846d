/**
 * Writes test/stats/pinned-grid.json: every call of test/stats/pinned-grid-cases.ts with its result today.
 * Run once, before a change to the numerics (`node --import tsx scripts/write-stats-pinned-grid.ts`); the
 * committed file is what pinned-grid.test.ts holds later code to, so do not rerun it to make that test pass.
 */
import { writeFileSync } from "node:fs";
import { evaluate, gridCases } from "../test/stats/pinned-grid-cases.js";

const values = Object.fromEntries(gridCases().map((testCase) => [testCase.id, evaluate(testCase)]));
const target = new URL("../test/stats/pinned-grid.json", import.meta.url);
writeFileSync(target, `${JSON.stringify(values, null, 1)}\n`);
console.log(`${Object.keys(values).length} calls written to ${target.pathname}`);
