import type { FailOn } from "../config/action-inputs.js";
import { EXIT } from "../config/exit-codes.js";
import type { Verdict } from "../metrics/types.js";
import { exitCodeFor } from "../run-gate.js";

/**
 * Whether the verdict fails the job under the `fail-on` input. `inconclusive` (the default): anything but a pass,
 * as the CLI's exit code says. `fail`: a failing verdict or an endpoint that could not be measured (a gate that
 * only failed its error-rate limit is undecided, as the CLI's exit code 3 says, so it passes here). `never`:
 * report only; the comment, summary and annotations still say what failed.
 */
export function failsJob(verdict: Verdict, failOn: FailOn): boolean {
  if (failOn === "never") return false;
  const code = exitCodeFor(verdict);
  if (failOn === "fail") return code === EXIT.fail || code === EXIT.endpointFailed;
  return code !== EXIT.pass;
}
