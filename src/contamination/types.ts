/**
 * The contamination probe's vocabulary: text items (schemas are the SQL room's: sql/schema.ts) from a public
 * (reference) set and a fresh, unpublished set; probes that mask part of an item; observations of whether the
 * model restored each mask.
 */

export type ProbeSet = "reference" | "fresh";

/** A text item (a benchmark sentence, a template statement): its file is its cluster. */
export interface TextItem {
  id: string;
  text: string;
  file: string;
  line: number;
}

/** One request of a contamination suite: a masked item and what the masks hide, in order. */
export interface MaskProbe {
  /** `<suite>:<set>:<database or item id>`. */
  id: string;
  suite: string;
  set: ProbeSet;
  kind: "sql" | "text";
  /** The database (SQL) or file (text) the probe belongs to: the cluster of its intervals. */
  cluster: string;
  /** The exact user message. */
  question: string;
  /** The hidden names or word, in the order the masks appear. */
  masked: string[];
}

/** Whether one mask was restored: the unit of DC-accuracy. */
export interface MaskObservation {
  probeId: string;
  set: ProbeSet;
  cluster: string;
  /** 0-based position of the mask in the probe. */
  index: number;
  expected: string;
  /** The model's answer for this mask, if it gave one. */
  answer?: string;
  restored: boolean;
  trial: number;
}
