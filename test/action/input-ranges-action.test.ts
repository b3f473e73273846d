import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { hasStackTrace } from "../commands/dist-cli.js";
import { workspace } from "../commands/helpers.js";
import { hasNode24, needsNode24, runAction } from "./node24.js";

// These run the committed bundle: rebuild dist/ (`npm run build`) after changing src/.
const dispatch = {
  eventName: "workflow_dispatch",
  eventPayload: {
    inputs: {},
    ref: "refs/heads/main",
    repository: { name: "demo", full_name: "octo/demo", owner: { login: "octo" } },
    sender: { login: "octocat" },
  },
};

const SUITE = {
  "t.csv":
    'template_id,template_text,param_1,param_2,constraints,label,negates\nh1,#1 are better than #2.,sport,sport,"neq(#1, #2)",No,\nh2,#1 are not better than #2.,sport,sport,"neq(#1, #2)",Yes,h1\n',
  "d/sport.txt": "hikers,outdoor\ncyclists,outdoor\nchess players,indoor\n",
};

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!hasNode24)(needsNode24("the Action's numeric inputs have the config file's ranges"), () => {
  it.each([
    {
      input: "max-bias-rate",
      value: "10",
      error: /input max-bias-rate must be at most 1, not 10: 10 looks like a percentage: write 0\.10/,
    },
    {
      input: "max-negation-gap",
      value: "-0.2",
      error: /input max-negation-gap must be at least 0, not -0\.2/,
    },
    {
      input: "per-template",
      value: "10000000",
      error: /input per-template must be at most 1000000, not 10000000/,
    },
    {
      input: "deadline-minutes",
      value: "-3",
      error: /input deadline-minutes must be greater than 0, not -3/,
    },
    { input: "trials", value: "0", error: /input trials must be greater than 0, not 0/ },
  ])(
    "$input: $value fails the step with one ::error:: naming the input, before any request",
    async (c) => {
      const cwd = workspace(SUITE);
      dirs.push(cwd);
      const run = await runAction({
        cwd,
        inputs: { templates: "t.csv", domains: "d", "per-template": "2", [c.input]: c.value },
        ...dispatch,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      expect(run.code, output).not.toBe(0);
      expect(hasStackTrace(output), output).toBe(false);
      const errors = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
      expect(errors, output).toHaveLength(1);
      expect(errors[0]).toMatch(c.error);
      expect(errors[0]).toContain(`${c.input} takes `);
      expect(run.stdout).not.toMatch(/querying/);
    },
    60_000,
  );
});
