/** A decision suite's config from its file entry (issue 33): paths resolved, the answer scale spelt out. Pure. */
import { resolve } from "node:path";
import type { DecisionAnswer, DecisionSuite } from "./config.js";
import type { DecisionSuiteFile } from "./schema.js";

export function decisionSuite(
  suite: DecisionSuiteFile,
  name: string,
  at: { templates: string[]; baseDir: string; flag: number | undefined; perTemplate: number },
): DecisionSuite {
  const answer: DecisionAnswer =
    suite.answer === undefined || suite.answer === "yes-no"
      ? { kind: "yes-no" }
      : "score" in suite.answer
        ? { kind: "score", min: suite.answer.score[0] as number, max: suite.answer.score[1] as number }
        : { kind: "options", options: suite.answer.options, favourable: suite.answer.favourable };
  return {
    name,
    kind: "decisions",
    templates: at.templates,
    ...(suite.domains ? { domainsDir: resolve(at.baseDir, suite.domains) } : {}),
    attribute: suite.attribute ?? "person",
    ...(suite.reference !== undefined ? { reference: suite.reference } : {}),
    answer,
    // A flag's --per-template wins; then the suite's key; then the file's.
    perTemplate: at.flag ?? suite["per-template"] ?? at.perTemplate,
  };
}
