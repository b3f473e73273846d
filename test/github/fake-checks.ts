/** A check run as the fake Checks API holds it: what was created, plus every annotation added since. */
export interface FakeCheckRun {
  id: number;
  name: string;
  headSha: string;
  status: string;
  conclusion: string;
  detailsUrl?: string;
  output: { title: string; summary: string; text?: string };
  annotations: Record<string, unknown>[];
}

type Json = Record<string, unknown>;
type Answer = { status: number; data?: unknown };

/** GitHub's per-request limit; more is a 422, as GitHub answers. */
const ANNOTATIONS_PER_REQUEST = 50;

/**
 * The Checks API endpoints bias-gate uses (`POST /check-runs`, `PATCH /check-runs/{id}`), for the loopback
 * FakeGitHub. Like GitHub it requires a name and a head SHA, a title and a summary with every output, at most
 * 50 annotations per request each with a path and lines, and appends an update's annotations to the run's.
 */
export class FakeChecks {
  readonly runs: FakeCheckRun[] = [];
  private nextId = 9000;

  constructor(private readonly repoUrl: string) {}

  /** The answer for a Checks API request, or undefined when the path is not one of them. */
  route(method: string, path: string, body: Json): Answer | undefined {
    const one = path.match(/^\/check-runs\/(\d+)$/);
    if (path === "/check-runs" && method === "POST") return this.create(body);
    if (one && method === "PATCH") return this.update(Number(one[1]), body);
    return undefined;
  }

  private create(body: Json): Answer {
    if (typeof body["name"] !== "string" || typeof body["head_sha"] !== "string") {
      return invalid("name and head_sha are required");
    }
    const output = (body["output"] ?? {}) as Json;
    const problem = outputProblem(output);
    if (problem) return invalid(problem);
    const run: FakeCheckRun = {
      id: this.nextId++,
      name: body["name"],
      headSha: body["head_sha"],
      status: String(body["status"] ?? "queued"),
      conclusion: String(body["conclusion"] ?? ""),
      ...(typeof body["details_url"] === "string" ? { detailsUrl: body["details_url"] } : {}),
      output: {
        title: String(output["title"]),
        summary: String(output["summary"]),
        ...(typeof output["text"] === "string" ? { text: output["text"] } : {}),
      },
      annotations: [...((output["annotations"] as Json[] | undefined) ?? [])],
    };
    this.runs.push(run);
    return { status: 201, data: this.json(run) };
  }

  private update(id: number, body: Json): Answer {
    const run = this.runs.find((r) => r.id === id);
    if (!run) return { status: 404, data: { message: "Not Found" } };
    const output = (body["output"] ?? {}) as Json;
    const problem = outputProblem(output);
    if (problem) return invalid(problem);
    run.annotations.push(...((output["annotations"] as Json[] | undefined) ?? []));
    return { status: 200, data: this.json(run) };
  }

  private json(run: FakeCheckRun) {
    return {
      id: run.id,
      name: run.name,
      head_sha: run.headSha,
      status: run.status,
      conclusion: run.conclusion,
      html_url: `${this.repoUrl}/runs/${run.id}`,
      output: { ...run.output, annotations_count: run.annotations.length },
    };
  }
}

function invalid(message: string): Answer {
  return { status: 422, data: { message: `Invalid request: ${message}` } };
}

function outputProblem(output: Json): string | undefined {
  if (typeof output["title"] !== "string" || typeof output["summary"] !== "string") {
    return "output needs a title and a summary";
  }
  const annotations = (output["annotations"] ?? []) as Json[];
  if (annotations.length > ANNOTATIONS_PER_REQUEST) return "at most 50 annotations per request";
  for (const a of annotations) {
    if (
      typeof a["path"] !== "string" ||
      typeof a["start_line"] !== "number" ||
      typeof a["message"] !== "string"
    ) {
      return "annotations need a path, a start_line and a message";
    }
  }
  return undefined;
}
