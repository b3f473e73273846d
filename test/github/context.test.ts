import { describe, expect, it } from "vitest";
import { describeEvent } from "../../src/github/context.js";

const repository = { full_name: "octo/demo", default_branch: "main" };
const sha = "0123456789abcdef0123456789abcdef01234567";

const prPayload = (headRepo: unknown) => ({
  action: "synchronize",
  number: 42,
  pull_request: {
    number: 42,
    head: { ref: "feature", sha, repo: headRepo },
    base: { ref: "main", sha: "f".repeat(40), repo: repository },
  },
  repository,
});

describe("describeEvent", () => {
  it("describes a same-repository pull request", () => {
    expect(describeEvent("pull_request", prPayload(repository), "octo/demo")).toEqual({
      kind: "pull_request",
      eventName: "pull_request",
      owner: "octo",
      repo: "demo",
      pullNumber: 42,
      fork: false,
      defaultBranch: "main",
      branch: "feature",
      sha,
      onDefaultBranch: false,
    });
  });

  it("detects a pull request from a fork", () => {
    const ctx = describeEvent("pull_request", prPayload({ full_name: "mallory/demo" }), "octo/demo");
    expect(ctx).toMatchObject({ kind: "pull_request", fork: true, pullNumber: 42 });
  });

  it("treats a pull request whose fork was deleted as a fork", () => {
    expect(describeEvent("pull_request", prPayload(null), "octo/demo").fork).toBe(true);
  });

  it("treats pull_request_target as a pull request and still detects the fork", () => {
    const ctx = describeEvent("pull_request_target", prPayload({ full_name: "mallory/demo" }), "octo/demo");
    expect(ctx).toMatchObject({ kind: "pull_request", eventName: "pull_request_target", fork: true });
  });

  it("compares repository names case-insensitively", () => {
    expect(describeEvent("pull_request", prPayload({ full_name: "Octo/Demo" }), "octo/demo").fork).toBe(
      false,
    );
  });

  it("describes a push to the default branch", () => {
    const payload = { ref: "refs/heads/main", before: "0".repeat(40), after: sha, repository };
    expect(describeEvent("push", payload, "octo/demo")).toMatchObject({
      kind: "push",
      branch: "main",
      sha,
      fork: false,
      onDefaultBranch: true,
    });
  });

  it("a push to another branch or a tag is not on the default branch", () => {
    const other = describeEvent("push", { ref: "refs/heads/dev", after: sha, repository }, "octo/demo");
    expect(other).toMatchObject({ branch: "dev", onDefaultBranch: false });
    const tag = describeEvent("push", { ref: "refs/tags/v1", after: sha, repository }, "octo/demo");
    expect(tag).toMatchObject({ branch: undefined, onDefaultBranch: false });
  });

  it("a scheduled run is on the default branch and takes ref and sha from the run", () => {
    const ctx = describeEvent("schedule", { schedule: "0 6 * * 1" }, "octo/demo", {
      ref: "refs/heads/main",
      sha,
    });
    expect(ctx).toMatchObject({ kind: "schedule", branch: "main", sha, fork: false, onDefaultBranch: true });
  });

  it("describes a manual dispatch on a branch", () => {
    const payload = { ref: "refs/heads/main", inputs: { mode: "full" }, repository };
    expect(describeEvent("workflow_dispatch", payload, "octo/demo", { sha })).toMatchObject({
      kind: "workflow_dispatch",
      branch: "main",
      sha,
      onDefaultBranch: true,
    });
  });

  it("describes a workflow_run triggered by a fork's pull request", () => {
    const payload = {
      action: "completed",
      workflow_run: {
        event: "pull_request",
        head_branch: "main",
        head_sha: sha,
        head_repository: { full_name: "mallory/demo" },
        repository: { full_name: "octo/demo" },
        pull_requests: [],
      },
      repository,
    };
    expect(describeEvent("workflow_run", payload, "octo/demo")).toMatchObject({
      kind: "workflow_run",
      fork: true,
      branch: "main",
      sha,
      pullNumber: undefined,
      onDefaultBranch: false,
    });
  });

  it("takes the pull number from a same-repository workflow_run", () => {
    const payload = {
      workflow_run: {
        event: "pull_request",
        head_branch: "feature",
        head_sha: sha,
        head_repository: repository,
        repository,
        pull_requests: [{ number: 9 }],
      },
      repository,
    };
    expect(describeEvent("workflow_run", payload, "octo/demo")).toMatchObject({ fork: false, pullNumber: 9 });
  });

  it("a workflow_run after a push to the default branch is on the default branch", () => {
    const run = {
      event: "push",
      head_branch: "main",
      head_sha: sha,
      head_repository: repository,
      repository,
    };
    expect(
      describeEvent("workflow_run", { workflow_run: run, repository }, "octo/demo").onDefaultBranch,
    ).toBe(true);
  });

  it("maps unknown events to other", () => {
    const ctx = describeEvent("release", { repository }, "octo/demo", { ref: "refs/heads/main" });
    expect(ctx).toMatchObject({ kind: "other", eventName: "release", branch: "main", onDefaultBranch: true });
  });

  it("rejects a malformed repository name", () => {
    expect(() => describeEvent("push", {}, "demo")).toThrow(/owner\/repo/);
  });
});
