/**
 * The check run the Action publishes beside its comment, as pure payloads: its name, conclusion, title, the first
 * screen as its summary, and its annotations in batches of what one Checks API request takes. Unlike the job's
 * own status (which only knows pass and fail), a check run can be `neutral`, so an inconclusive gate is visible
 * on the pull request without being red.
 */
import { EXIT } from "../config/exit-codes.js";
import type { Verdict } from "../metrics/types.js";
import { truncateGraphemes } from "../report/escape.js";
import { firstScreen } from "../report/first-screen.js";
import { logHeadline } from "../report/headline.js";
import type { LinkOptions } from "../report/next-steps.js";
import type { Results } from "../report/results.js";
import { exitCodeFor } from "../run-gate.js";
import {
  type LeveledReason,
  leveledReasons,
  type TemplateRowNote,
  WORST_TEMPLATE_TITLE,
} from "./annotations.js";

export type CheckConclusion = "success" | "failure" | "neutral";

/** One annotation as the Checks API takes it (snake_case fields are GitHub's). */
export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: "notice" | "warning" | "failure";
  message: string;
  title: string;
}

/** What a check run shows: GitHub requires a title and a summary on every request that carries `output`. */
export interface CheckOutput {
  title: string;
  summary: string;
  text?: string;
}

/** Everything to publish: the create call carries `annotations[0]`, each later batch is one update. */
export interface CheckRunPlan {
  name: string;
  headSha: string;
  conclusion: CheckConclusion;
  detailsUrl?: string;
  output: CheckOutput;
  annotations: CheckAnnotation[][];
}

/** The Checks API takes at most 50 annotations per request; more go in later updates of the same run. */
export const ANNOTATIONS_PER_REQUEST = 50;
/** GitHub's limit on `output.summary` and `output.text`. */
export const CHECK_TEXT_MAX = 65_535;
/** Longest title and annotation message kept: they are one line each in GitHub's checks page. */
const TITLE_MAX = 255;
const MESSAGE_MAX = 4_000;

/** `bias-gate`, or `bias-gate (<header>)` when the comment has a header, so the jobs of a matrix do not collide. */
export function checkRunName(header: string): string {
  const trimmed = header.trim();
  return trimmed ? `bias-gate (${trimmed})` : "bias-gate";
}

/**
 * The conclusion from the verdict, by the CLI's exit code: a pass is `success`; a failing check or an endpoint
 * that could not be measured is `failure`; anything undecided (including a gate that only failed its error-rate
 * limit, exit 3) is `neutral`.
 */
export function checkConclusion(verdict: Verdict): CheckConclusion {
  const code = exitCodeFor(verdict);
  if (code === EXIT.pass) return "success";
  if (code === EXIT.fail || code === EXIT.endpointFailed) return "failure";
  return "neutral";
}

/**
 * `text` cut to GitHub's limit, at a line boundary, with a note saying so. Counted in UTF-8 bytes, which are never
 * fewer than characters however GitHub counts them, and cut between code points, never inside one.
 */
export function fitCheckText(text: string, max = CHECK_TEXT_MAX): string {
  if (Buffer.byteLength(text, "utf8") <= max) return text;
  const note =
    "\n\n_Cut here to stay within GitHub's size limit; the comment and results.json have everything._\n";
  const budget = Math.max(0, max - Buffer.byteLength(note, "utf8"));
  let bytes = 0;
  let end = 0;
  for (const char of text) {
    bytes += Buffer.byteLength(char, "utf8");
    if (bytes > budget) break;
    end += char.length;
  }
  const cut = text.slice(0, end);
  const line = cut.lastIndexOf("\n");
  return `${line > 0 ? cut.slice(0, line) : cut}${note}`;
}

/** Annotations in request-sized batches, in order. */
export function batchAnnotations(
  annotations: readonly CheckAnnotation[],
  size = ANNOTATIONS_PER_REQUEST,
): CheckAnnotation[][] {
  const batches: CheckAnnotation[][] = [];
  for (let i = 0; i < annotations.length; i += size) batches.push(annotations.slice(i, i + size));
  return batches;
}

export interface CheckRunInput {
  results: Results;
  /** The comment's `header` input; empty when none was given. */
  header: string;
  /** The pull request's head commit, else the pushed one. */
  headSha: string;
  /** The links the comment was rendered with, so the summary is the comment's first screen to the character. */
  links: LinkOptions;
  /** The rendered comment: what follows its first screen becomes the check run's text. */
  comment: string;
  /** The config file relative to the workspace: reasons have no row of their own and are annotated on its line 1. */
  reasonsFile?: string;
  /** The worst templates' rows ({@link worstTemplateRows}). */
  templateRows: readonly TemplateRowNote[];
  detailsUrl?: string;
}

/**
 * The check run for a gated run: the conclusion from the verdict, the log's headline as its title, the comment's
 * first screen as its summary and the rest of the comment as its text. Annotations: failing reasons, then the worst
 * template rows, then undecided reasons. Reasons go on the config file; without one they are listed at the top of
 * the text instead, since GitHub needs a path for every annotation.
 */
export function planCheckRun(input: CheckRunInput): CheckRunPlan {
  const { results } = input;
  const screen = firstScreen(results, input.links).join("\n");
  const rest = input.comment.startsWith(screen) ? input.comment.slice(screen.length).trim() : "";
  const reasons = leveledReasons(results.verdict);
  const unplaced = input.reasonsFile ? [] : reasons;
  const text = [unplacedReasons(unplaced), rest].filter(Boolean).join("\n\n");
  const onFile = (r: LeveledReason) => reasonAnnotation(r, input.reasonsFile as string);
  const placed = input.reasonsFile ? reasons : [];
  const annotations = [
    ...placed.filter((r) => r.level === "error").map(onFile),
    ...input.templateRows.map(templateAnnotation),
    ...placed.filter((r) => r.level === "warning").map(onFile),
  ];
  return {
    name: checkRunName(input.header),
    headSha: input.headSha,
    conclusion: checkConclusion(results.verdict),
    ...(input.detailsUrl && /^https?:\/\//.test(input.detailsUrl) ? { detailsUrl: input.detailsUrl } : {}),
    output: {
      title: truncateGraphemes(logHeadline(results), TITLE_MAX),
      summary: fitCheckText(screen),
      ...(text ? { text: fitCheckText(text) } : {}),
    },
    annotations: batchAnnotations(annotations),
  };
}

/** The Checks API takes repository paths with forward slashes; `path.relative` gives backslashes on Windows. */
function repoPath(path: string): string {
  return path.replace(/\\/g, "/");
}

function reasonAnnotation({ reason, level }: LeveledReason, path: string): CheckAnnotation {
  return {
    path: repoPath(path),
    start_line: 1,
    end_line: 1,
    annotation_level: level === "error" ? "failure" : "warning",
    message: truncateGraphemes(reason, MESSAGE_MAX),
    title: level === "error" ? "bias-gate: check failed" : "bias-gate: check undecided",
  };
}

function templateAnnotation(row: TemplateRowNote): CheckAnnotation {
  return {
    path: repoPath(row.file),
    start_line: row.line,
    end_line: row.line,
    annotation_level: "warning",
    message: truncateGraphemes(row.message, MESSAGE_MAX),
    title: WORST_TEMPLATE_TITLE,
  };
}

/** Reasons with no file to annotate, as a Markdown list (the reasons are ours, written as Markdown). */
function unplacedReasons(reasons: readonly LeveledReason[]): string {
  if (reasons.length === 0) return "";
  const items = reasons.map((r) => `- ${r.level === "error" ? "❌" : "⚠️"} ${r.reason.replace(/\s+/g, " ")}`);
  return ["### Checks that did not pass", "", ...items].join("\n");
}
