/**
 * Turns one answered contamination probe into observations: one per mask, each restored or not. The unit of
 * DC-accuracy is the mask, not the probe, so a SQL probe hiding five names gives five observations.
 */
import type { MaskObservation, MaskProbe } from "./types.js";

/** Reads a reply into the answers for the probe's masks, in mask order (missing trailing answers allowed). */
export type AnswerParser = (text: string, count: number) => string[];

/** Whether one answer restores one hidden name or word. */
export type RestoreCheck = (answer: string, expected: string) => boolean;

/**
 * The observations of `probe` in `trial`, one per entry of `probe.masked`, in mask order.
 *
 * `answerText` is the model's reply; undefined means the model answered nothing usable (e.g. an empty
 * completion), and every mask counts as not restored, with no `answer`. A mask the parser gives no answer for
 * is likewise not restored. Callers must exclude FAILED requests (transport or provider errors) before calling:
 * a failure is not evidence about memorisation, and counting it as "not restored" would bias DC-accuracy
 * downwards; failures are counted and gated by the error-rate metric instead.
 */
export function observeProbe(
  probe: MaskProbe,
  answerText: string | undefined,
  trial: number,
  parse: AnswerParser,
  restored: RestoreCheck,
): MaskObservation[] {
  const answers = answerText === undefined ? [] : parse(answerText, probe.masked.length);
  return probe.masked.map((expected, index) => {
    const answer = answers[index];
    const observation: MaskObservation = {
      probeId: probe.id,
      set: probe.set,
      cluster: probe.cluster,
      index,
      expected,
      restored: answer !== undefined && restored(answer, expected),
      trial,
    };
    if (answer !== undefined) observation.answer = answer;
    return observation;
  });
}

/** Answered probe requests (probe × trial) and how many of them named nothing. */
export interface ProbeReadability {
  answered: number;
  /** Answered requests from which no masked name could be read: hedges, refusals, empty replies. */
  unreadable: number;
}

// An answer item that names nothing: a hedge on its own, or any item carrying a refusal or a hedge phrase
// ("I'm sorry, but I can't help with that." splits at its comma into two such items). Applied to normalized text.
const HEDGE = /^(?:unsure|uncertain|unknown|none|n\/?a|not sure|no idea)$/;
const REFUSAL =
  /\b(?:sorry|unsure|not sure|no idea|(?:do not|don't) know|i(?: can ?not| can't| won't| am unable| am not able|'m unable|'m not able)|(?:can ?not|can't) be (?:determined|known|told))\b/;

/** Whether one parsed answer item is a hedge or refusal rather than a name (case, quotes, punctuation ignored). */
export function isNonAnswer(answer: string): boolean {
  const normalized = answer
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/^[\s\p{P}\p{S}]+|[\s\p{P}\p{S}]+$/gu, "")
    .replace(/\s+/g, " ");
  return normalized === "" || HEDGE.test(normalized) || REFUSAL.test(normalized);
}

/**
 * Whether a masked name could be read from each answered probe request in `observations` (keyed by
 * `requestKey`): true when a mask was restored or the parser found an answer item that is not a hedge or a
 * refusal ("Unsure.", "I don't know", "I'm sorry, I can't…"). A wrong name is a reading; an empty reply is not.
 */
export function readableRequests(observations: readonly MaskObservation[]): Map<string, boolean> {
  const readable = new Map<string, boolean>();
  for (const o of observations) {
    const key = requestKey(o);
    const named = o.restored || (o.answer !== undefined && !isNonAnswer(o.answer));
    readable.set(key, (readable.get(key) ?? false) || named);
  }
  return readable;
}

/** The answered request an observation comes from: probe and trial. */
export function requestKey(observation: Pick<MaskObservation, "probeId" | "trial">): string {
  return `${observation.probeId}\u0000${observation.trial}`;
}

/**
 * Counts the answered probe requests in `observations` (one per probe and trial) and those from which no masked
 * name could be read (see `readableRequests`). Such a request still counts in DC-accuracy, as restoring nothing,
 * so it is gated separately as an unusable answer.
 */
export function countUnreadable(observations: readonly MaskObservation[]): ProbeReadability {
  const readable = [...readableRequests(observations).values()];
  return { answered: readable.length, unreadable: readable.filter((named) => !named).length };
}
