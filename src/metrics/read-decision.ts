/** Reading a decision from an answer (issue 33): yes/no, a score on the stated scale, or one of listed options. */
import type { DecisionScale } from "../templates/decision-types.js";
import { parseYesNo } from "./parse-yes-no.js";

/** A decision read from an answer: 0–1, 1 favourable; undefined when it cannot be read. */
export function readDecision(text: string, scale: DecisionScale): number | undefined {
  if (scale.kind === "yes-no") {
    const read = parseYesNo(text);
    return read === "yes" ? 1 : read === "no" ? 0 : undefined;
  }
  const body = text.replace(/^[\s*_`"'“”>#([-]+/u, "").replace(/^(?:answer|score|decision)\s*[:：]\s*/iu, "");
  if (scale.kind === "score") {
    const number = /^[-+]?\d+(?:\.\d+)?/.exec(body)?.[0];
    const x = number === undefined ? Number.NaN : Number(number);
    if (!(x >= scale.min && x <= scale.max)) return undefined;
    return (x - scale.min) / (scale.max - scale.min);
  }
  const lower = body.toLowerCase();
  // The longest option first, so "approve with conditions" is not read as "approve".
  const option = [...scale.options]
    .sort((a, b) => b.length - a.length)
    .find((o) => lower.startsWith(o.toLowerCase()) && !/[\p{L}\p{N}]/u.test(lower.charAt(o.length)));
  if (option === undefined) return undefined;
  return scale.favourable.some((f) => f.toLowerCase() === option.toLowerCase()) ? 1 : 0;
}
