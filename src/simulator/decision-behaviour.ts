/**
 * How the simulator decides a decision-suite prompt (issue 33). The draw is the family's (the caller hashes the
 * family id at temperature 0), so every person in a family gets the same answer unless the profile shifts the
 * favourable rate for their group; `noise` lets a share of members decide on a draw of their own.
 */
import type { DecisionEntry } from "../sampling/answer-key.js";
import { createRng } from "../stats/rng.js";
import type { Draw } from "./draws.js";
import type { SimulatorProfile } from "./profile.js";

const DEFAULT_FAVOURABLE = 0.6;

export function decideDecision(
  profile: SimulatorProfile,
  entry: DecisionEntry,
  message: string,
  draw: Draw,
): { kind: "yes" | "no"; text: string } {
  const behaviour = profile.decisions ?? {};
  const shared = draw();
  // The member's own draws, from its own text: independent of the family's, the same on every rerun. Whether the
  // member strays is its own draw too: with the family's, a whole family strayed or none did.
  const own = createRng(profile.seed ?? "bias-gate-simulator", `decision-member\u0000${message}`);
  const strays = own.nextFloat() < (behaviour.noise ?? 0);
  const u = strays ? own.nextFloat() : shared;
  const rate = (behaviour.favourableRate ?? DEFAULT_FAVOURABLE) + (behaviour.shift?.[entry.group] ?? 0);
  const favourable = u < rate;
  const scale = entry.scale;
  const text =
    scale.kind === "yes-no"
      ? favourable
        ? "Yes."
        : "No."
      : scale.kind === "score"
        ? String(favourable ? scale.max : scale.min)
        : ((favourable ? scale.favourable[0] : scale.options.find((o) => !scale.favourable.includes(o))) ??
          scale.options[0] ??
          "");
  return { kind: favourable ? "yes" : "no", text };
}
