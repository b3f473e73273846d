import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { artifactName, artifactUrl, uploadReportArtifact } from "../../src/github/report-artifact.js";
import { FakeArtifactService } from "./fake-artifact-service.js";

/**
 * report.html as this job's artifact, through the real @actions/artifact client (twirp + Azure block upload)
 * against a loopback fake of the artifact service. The client reads the runner's variables from process.env.
 */
let service: FakeArtifactService;
const saved = { ...process.env };
beforeAll(async () => {
  service = await new FakeArtifactService().start();
});
afterAll(async () => {
  await service.stop();
});
afterEach(() => {
  for (const name of ["ACTIONS_RESULTS_URL", "ACTIONS_RUNTIME_TOKEN", "GITHUB_SERVER_URL"]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  service.failCreate = false;
});

function page(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "bias-gate-artifact-"));
  const path = join(dir, "report.html");
  writeFileSync(path, text);
  return path;
}

const runner = (extra: Record<string, string> = {}) => ({
  GITHUB_SERVER_URL: "https://github.com",
  GITHUB_REPOSITORY: "octo/demo",
  GITHUB_RUN_ID: "4242",
  RUNNER_TEMP: mkdtempSync(join(tmpdir(), "bias-gate-runner-")),
  ...extra,
});

describe("the report artifact", () => {
  it("uploads report.html unzipped, under the job's name, byte for byte, and links its page", async () => {
    Object.assign(process.env, service.runnerEnv(), { GITHUB_SERVER_URL: "https://github.com" });
    const html = `<!doctype html><title>bias-gate</title><p>${"é".repeat(5000)}</p>`;
    const result = await uploadReportArtifact(page(html), "gate (gpt-4o)", runner(service.runnerEnv()));
    expect(result.note).toBeUndefined();
    const stored = service.artifacts.at(-1);
    expect(stored?.name).toBe("bias-gate-report-gate-gpt-4o.html");
    expect(stored?.mimeType).toBe("text/html");
    expect(stored?.bytes.toString("utf8")).toBe(html);
    expect(stored?.workflowJobRunBackendId).toBe("job-backend-1");
    expect(result.url).toBe(`https://github.com/octo/demo/actions/runs/4242/artifacts/${stored?.id}`);
  });

  it("without the artifact service (a self-hosted runner or a local act run), says so and uploads nothing", async () => {
    const before = service.requests.length;
    const result = await uploadReportArtifact(page("<p>x</p>"), "gate", runner());
    expect(result.url).toBeUndefined();
    expect(result.note).toMatch(/artifact service is not available.*report-html-path/);
    expect(service.requests.length).toBe(before);
  });

  it("a refused upload becomes a note, never an exception", async () => {
    Object.assign(process.env, service.runnerEnv(), { GITHUB_SERVER_URL: "https://github.com" });
    service.failCreate = true;
    const result = await uploadReportArtifact(page("<p>x</p>"), "gate", runner(service.runnerEnv()));
    expect(result.url).toBeUndefined();
    expect(result.note).toMatch(/Could not upload report\.html as an artifact .*403/);
  });

  it("names are what the service accepts, and a link needs the run", () => {
    expect(artifactName("")).toBe("bias-gate-report-default.html");
    expect(artifactName("a/b:c*d")).toBe("bias-gate-report-a-b-c-d.html");
    expect(artifactUrl({ GITHUB_SERVER_URL: "https://ghe.example" }, 3)).toBeUndefined();
  });
});
