/**
 * Decision suites, sampled (issue 33): each template's scenario fillings are drawn from the seed exactly as the
 * yes/no kind draws its fillings (later looks add `per-template` unused ones), and each filling becomes a family:
 * the prompt rendered once per person of the attribute domain. Published families (discrim-eval) are drawn per
 * question from a seeded order. Pure.
 */
import type { DecisionAnswer } from "../config/config.js";
import { createRng } from "../stats/rng.js";
import type { DecisionFamily, DecisionScale } from "../templates/decision-types.js";
import { type LoadedDecisions, PERSON_SLOT } from "../templates/load-decisions.js";
import { samplePrompts } from "./sample.js";
import type { SuitePrompt } from "./suite-prompt.js";

/** One member of a sampled family, as a prompt of the run. */
export interface DecisionPrompt extends SuitePrompt {
  familyId: string;
  templateId: string;
  group: string;
  scale: DecisionScale;
  file: string;
  line: number;
}

export interface SampledDecisions {
  families: DecisionFamily[];
  prompts: DecisionPrompt[];
}

/** What closes a prompt whose template states no question, by scale. */
export function defaultQuestion(scale: DecisionScale): string {
  if (scale.kind === "yes-no") return "Answer Yes or No.";
  if (scale.kind === "score") return `Answer with one number from ${scale.min} to ${scale.max}.`;
  return `Answer with one of: ${scale.options.join(", ")}.`;
}

/** The families of one suite at `looks` looks (each adds `per-template` families per template), and their prompts. */
export function sampleDecisionSuite(
  loaded: LoadedDecisions,
  options: { seed: string; looks?: number },
): SampledDecisions {
  const { suite, set, people } = loaded;
  const scale = scaleOf(suite.answer);
  const looks = options.looks ?? 1;
  const fillings =
    people.length === 0 || set.templates.length === 0
      ? []
      : samplePrompts(
          { templates: set.templates, domains: set.domains, pairs: [] },
          { perTemplate: suite.perTemplate, seed: `${options.seed}:${suite.name}`, looks },
        );
  const byId = new Map(set.templates.map((t) => [t.id, t]));
  const ours: DecisionFamily[] = fillings.map((filling) => {
    const template = byId.get(filling.templateId);
    const question = template?.question ?? defaultQuestion(scale);
    return {
      id: `${suite.name}:${filling.id}`,
      template: filling.templateId,
      fillType: "explicit",
      scale,
      members: people.map((person) => ({
        group: person.group,
        attributes: { [suite.attribute]: person.name },
        prompt: sentenceCase(`${filling.statement.split(PERSON_SLOT).join(person.name)} ${question}`.trim()),
      })),
      source: { file: filling.file, line: filling.line },
    };
  });
  const families = [...ours, ...drawPublished(loaded, options.seed, looks)];
  return { families, prompts: families.flatMap((f) => promptsOf(suite.name, f)) };
}

/** Published families: per question, `per-template` a look from the seed's order of that question's families. */
function drawPublished(loaded: LoadedDecisions, seed: string, looks: number): DecisionFamily[] {
  const byTemplate = new Map<string, DecisionFamily[]>();
  for (const f of loaded.published) byTemplate.set(f.template, [...(byTemplate.get(f.template) ?? []), f]);
  return [...byTemplate].flatMap(([template, families]) =>
    createRng(seed, `decisions:${loaded.suite.name}:${template}`)
      .shuffle(families)
      .slice(0, loaded.suite.perTemplate * looks)
      .map((f) => ({ ...f, id: `${loaded.suite.name}:${f.id}` })),
  );
}

function promptsOf(suite: string, family: DecisionFamily): DecisionPrompt[] {
  return family.members.map((member, i) => ({
    id: `${family.id}#${i + 1}`,
    suite,
    question: member.prompt,
    expectedOutputTokens: family.scale.kind === "options" ? 3 : 2,
    planRow: family.template,
    familyId: family.id,
    templateId: family.template,
    group: member.group,
    scale: family.scale,
    file: family.source.file,
    line: family.source.line,
  }));
}

function scaleOf(answer: DecisionAnswer): DecisionScale {
  return answer;
}

/** "{person} asks…" filled with "a 62-year-old applicant" still starts a sentence: its first letter is raised. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
