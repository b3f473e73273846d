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
