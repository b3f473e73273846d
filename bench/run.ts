// `npm run bench`: every benchmark, each printing its ratio against the physical limit it is measured against.
import { benchAllCoverage } from "./coverage.js";
import { benchKillResume } from "./kill-resume.js";
import { benchPlanVsRun } from "./plan-vs-run.js";
import { benchQuerying } from "./querying.js";
import { benchSampling, printSamplingBench } from "./sampling.js";
import { benchStartup, printStartupBench } from "./startup.js";
import { benchTestSuiteEval, printTestSuiteEvalBench } from "./test-suite-eval.js";

printSamplingBench(benchSampling());
printStartupBench(await benchStartup());
await benchQuerying();
await benchPlanVsRun();
await benchKillResume();
printTestSuiteEvalBench(await benchTestSuiteEval());
if (process.env.BENCH_COVERAGE === "1") console.log(benchAllCoverage(Number(process.env.BENCH_SEEDS ?? 400)));
