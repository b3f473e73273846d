import { describe, expect, it } from "vitest";
import { renderBadgeSvg, shieldsEndpoint, textWidth } from "../../src/report/badge.js";
import type { Results } from "../../src/report/results.js";
import { expectGolden, loadResults } from "./golden.js";

const pass = loadResults("pass");
const fail = loadResults("fail");
const inconclusive: Results = { ...pass, verdict: { ...pass.verdict, status: "inconclusive" } };

describe("renderBadgeSvg", () => {
  it("matches the golden badges", () => {
    expectGolden("badge-pass.svg", renderBadgeSvg(pass));
    expectGolden("badge-fail.svg", renderBadgeSvg(fail));
    expectGolden("badge-inconclusive.svg", renderBadgeSvg(inconclusive));
  });

  it("colours by verdict and shows the overall bias rate", () => {
    expect(renderBadgeSvg(pass)).toContain('fill="#4c1"');
    expect(renderBadgeSvg(fail)).toContain('fill="#e05d44"');
    expect(renderBadgeSvg(inconclusive)).toContain('fill="#dfb317"');
    expect(renderBadgeSvg(pass)).toContain("<title>bias-gate: pass · bias 0.031</title>");
  });

  it("is well-formed with a width that grows with the text", () => {
    const svg = renderBadgeSvg(fail);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="20"/);
    expect(svg.trimEnd().endsWith("</svg>")).toBe(true);
    expect(textWidth("pass · bias 0.031")).toBeLessThan(textWidth("inconclusive · bias 0.031"));
    expect(textWidth("")).toBe(0);
  });

  it("omits the rate when there is none", () => {
    const bare: Results = { ...pass, metrics: [] };
    expect(renderBadgeSvg(bare)).toContain("<title>bias-gate: pass</title>");
  });
});

describe("shieldsEndpoint", () => {
  it("has shields.io's endpoint shape", () => {
    expect(shieldsEndpoint(pass)).toEqual({
      schemaVersion: 1,
      label: "bias-gate",
      message: "pass · bias 0.031",
      color: "brightgreen",
    });
    expect(shieldsEndpoint(fail)).toMatchObject({ message: "fail · bias 0.185", color: "red" });
    expect(shieldsEndpoint(inconclusive).color).toBe("yellow");
    expect(Object.keys(JSON.parse(JSON.stringify(shieldsEndpoint(fail)))).sort()).toEqual([
      "color",
      "label",
      "message",
      "schemaVersion",
    ]);
  });
});
