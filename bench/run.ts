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
  printSamplingBench,
  printStreamBench,
  STREAM_GOALS,
} from "./sampling.js";
import { benchStartup, printStartupBench } from "./startup.js";
import { benchTestSuiteEval, printTestSuiteEvalBench } from "./test-suite-eval.js";

printSamplingBench(benchSampling());
printStreamBench(benchStream("sample", STREAM_GOALS.samplePrompts));
if (existsSync(NODE24)) printStreamBench(benchStream("sample", STREAM_GOALS.samplePrompts, NODE24));
// 20,000 requests keep the bench near a minute; BENCH_RUN_REQUESTS=100000 measures the goal's size.
printStreamBench(benchStream("run", Number(process.env.BENCH_RUN_REQUESTS ?? 20_000)));
printStartupBench(await benchStartup());
await benchQuerying();
await benchPlanVsRun();
await benchKillResume();
printTestSuiteEvalBench(await benchTestSuiteEval());
if (process.env.BENCH_COVERAGE === "1") console.log(benchAllCoverage(Number(process.env.BENCH_SEEDS ?? 400)));
