import { copyFileSync, mkdtempSync } from "node:fs";
import { join } from "node:path";

/** Where the uploaded report can be opened, and what the log and summary should say when it could not be. */
export interface ReportArtifact {
  /** The artifact's page on GitHub; undefined when nothing was uploaded. */
  url?: string;
  id?: number;
  /** Why there is no artifact (service unavailable, upload failed); shown as a note, never fails the job. */
  note?: string;
}

/** The runner variables the upload needs (the artifact service's address and token, where the run lives). */
export type ArtifactEnvironment = Partial<
  Record<
    | "ACTIONS_RUNTIME_TOKEN"
    | "ACTIONS_RESULTS_URL"
    | "GITHUB_SERVER_URL"
    | "GITHUB_REPOSITORY"
    | "GITHUB_RUN_ID"
    | "RUNNER_TEMP",
    string
  >
>;

/** The one call of the artifact service bias-gate makes, so tests and callers can pass their own. */
export type UploadFile = (name: string, file: string, directory: string) => Promise<{ id?: number }>;

/**
 * Uploads report.html as this job's artifact, unzipped, so its link opens the page itself. The artifact is
 * named after the comment's header (`bias-gate-report-<header>.html`): a matrix's jobs each keep their own.
 * A job without the artifact service, or an upload that fails, gets a note and no link; the verdict stands.
 */
export async function uploadReportArtifact(
  htmlPath: string,
  header: string,
  env: ArtifactEnvironment,
  upload: UploadFile = uploadWithActionsArtifact,
): Promise<ReportArtifact> {
  if (!env.ACTIONS_RUNTIME_TOKEN || !env.ACTIONS_RESULTS_URL) {
    return {
      note: "The artifact service is not available in this job (no ACTIONS_RUNTIME_TOKEN / ACTIONS_RESULTS_URL), so report.html was not uploaded; it is at the report-html-path output.",
    };
  }
  const name = artifactName(header);
  // The service names an unzipped artifact after its file, so the file is copied under the artifact's name.
  const directory = mkdtempSync(join(env.RUNNER_TEMP || tempRoot(), "bias-gate-report-"));
  const file = join(directory, name);
  try {
    copyFileSync(htmlPath, file);
    const { id } = await upload(name, file, directory);
    const url = artifactUrl(env, id);
    return { ...(id !== undefined ? { id } : {}), ...(url ? { url } : {}) };
  } catch (error) {
    return {
      note: `Could not upload report.html as an artifact (${(error as Error).message}); it is at the report-html-path output.`,
    };
  }
}

/** `bias-gate-report-<header>.html`, with only the characters artifact names allow. */
export function artifactName(header: string): string {
  const safe = header.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "default";
  return `bias-gate-report-${safe.slice(0, 100)}.html`;
}

/** `https://github.com/o/r/actions/runs/<run>/artifacts/<id>`, when the runner said where the run lives. */
export function artifactUrl(env: ArtifactEnvironment, id: number | undefined): string | undefined {
  const { GITHUB_SERVER_URL: server, GITHUB_REPOSITORY: repo, GITHUB_RUN_ID: run } = env;
  if (id === undefined || !server || !repo || !run) return undefined;
  return `${server.replace(/\/+$/, "")}/${repo}/actions/runs/${run}/artifacts/${id}`;
}

function tempRoot(): string {
  return process.env.TMPDIR || "/tmp";
}

/**
 * The real upload, through @actions/artifact (the service upload-artifact@v4+ uses). Loaded on demand: the
 * artifact client and its storage SDK are large, and only a finished run in the Action needs them.
 */
async function uploadWithActionsArtifact(
  name: string,
  file: string,
  directory: string,
): Promise<{ id?: number }> {
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const client = new DefaultArtifactClient();
  const result = await client.uploadArtifact(name, [file], directory, { skipArchive: true });
  return result.id !== undefined ? { id: result.id } : {};
}
