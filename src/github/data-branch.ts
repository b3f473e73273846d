import type { GitHubClient } from "./client.js";

/** The branch bias-gate keeps results on unless configured otherwise. */
export const DEFAULT_DATA_BRANCH = "bias-gate-data";
/** The latest results on the data branch. */
export const RESULTS_PATH = "results.json";

export interface DataBranchUpdate {
  branch: string;
  /** Files to write, by repository path, as UTF-8 text. */
  files: Record<string, string>;
  /** One JSON line appended to a JSONL history file. */
  appendHistory: { path: string; line: string };
  /** Commit message for every file written. */
  message: string;
}

/** The latest results.json text on the data branch; undefined when the branch or the file is missing. */
export async function readLatestResults(client: GitHubClient, branch: string): Promise<string | undefined> {
  if (!(await client.branchExists(branch))) return undefined;
  return (await client.getFile(branch, RESULTS_PATH))?.text;
}

/** Appends one line to JSONL text, adding the newline the previous content may lack. */
export function appendLine(current: string | undefined, line: string): string {
  const head =
    current === undefined || current === "" || current.endsWith("\n") ? (current ?? "") : `${current}\n`;
  return `${head}${line.replace(/\n+$/, "")}\n`;
}

async function writeFile(client: GitHubClient, branch: string, path: string, text: string, message: string) {
  const current = await client.getFile(branch, path);
  if (current?.text === text) return; // an identical file would only add an empty commit
  await client.putFile(branch, path, text, message, current?.sha);
}

/**
 * Writes results to the data branch through the contents API: creates the branch as an orphan when it is
 * missing, writes each file (passing the current blob SHA when it exists), then appends one line to the
 * history file. Files are written in path order, one commit each; the history goes last, so a run that
 * fails midway never records history for results it did not write.
 */
export async function publishToDataBranch(client: GitHubClient, update: DataBranchUpdate): Promise<void> {
  const { branch, message } = update;
  if (!(await client.branchExists(branch))) {
    await client.createOrphanBranch(branch, `${message} (create ${branch})`);
  }
  for (const path of Object.keys(update.files).sort()) {
    await writeFile(client, branch, path, update.files[path]!, message);
  }
  const { path, line } = update.appendHistory;
  const history = await client.getFile(branch, path);
  await client.putFile(branch, path, appendLine(history?.text, line), message, history?.sha);
}
