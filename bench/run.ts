// `npm run bench`: every benchmark, each printing its ratio against the physical limit it is measured against.
import { existsSync } from "node:fs";
import { benchAllCoverage } from "./coverage.js";
import { benchKillResume } from "./kill-resume.js";
import { benchPlanVsRun } from "./plan-vs-run.js";
import { benchQuerying } from "./querying.js";
import {
  benchSampling,
  benchStream,
  NODE24,
  printRunScaling,
  printSamplingBench,
  printStreamBench,
  runSizes,
  STREAM_GOALS,
} from "./sampling.js";
import { benchStartup, printStartupBench } from "./startup.js";
import { benchTestSuiteEval, printTestSuiteEvalBench } from "./test-suite-eval.js";

printSamplingBench(benchSampling());
printStreamBench(benchStream("sample", STREAM_GOALS.samplePrompts));
if (existsSync(NODE24)) printStreamBench(benchStream("sample", STREAM_GOALS.samplePrompts, NODE24));
// Peak RSS at 20,000, 50,000 and 100,000 requests (the goal's size): a few minutes; BENCH_RUN_REQUESTS=20000 for one.
const runs = runSizes(process.env.BENCH_RUN_REQUESTS).map((count) => benchStream("run", count));
for (const run of runs) printStreamBench(run);
printRunScaling(runs);
printStartupBench(await benchStartup());
await benchQuerying();
await benchPlanVsRun();
await benchKillResume();
printTestSuiteEvalBench(await benchTestSuiteEval());
if (process.env.BENCH_COVERAGE === "1") console.log(benchAllCoverage(Number(process.env.BENCH_SEEDS ?? 400)));
