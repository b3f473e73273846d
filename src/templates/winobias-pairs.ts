/**
 * Pairing pro- and anti-stereotyped WinoBias items: pro line n and anti line n are the same sentence with the
 * pronoun's gender swapped, so they form one item pair (the unit of the stereotype metrics' clusters and tests).
 */

import { type Diagnostic, makeDiagnostic } from "../config/diagnostic.js";
import type { CorefItem } from "./winobias.js";

export interface WinoBiasPairing {
  /** The pro items, then the anti items, each with `itemPair` set when its partner was found and agrees. */
  items: CorefItem[];
  /** Number of item pairs formed. */
  pairs: number;
  diagnostics: Diagnostic[];
}

// Gendered pronouns collapse to one placeholder so "he … his" and "she … her" compare equal.
const GENDERED = /\b(?:he|she|him|her|his|hers|himself|herself)\b/gi;

/**
 * Pairs pro and anti items by number (and source). A pair needs the same referent and different pronouns;
 * otherwise both stay unpaired with a `pair-mismatch` warning. Sentences that differ beyond the gendered
 * pronouns (WinoBias has a few reworded anti lines) are still paired, with a `pair-text-differs` warning.
 * An item without a partner gets an `unpaired-item` warning. The items are returned as copies.
 */
export function pairWinoBias(pro: readonly CorefItem[], anti: readonly CorefItem[]): WinoBiasPairing {
  const antiByTag = new Map(anti.map((item) => [tagOf(item), item]));
  const proTags = new Set(pro.map(tagOf));
  const paired = new Set<string>();
  const diagnostics: Diagnostic[] = [];
  for (const item of pro) {
    const partner = antiByTag.get(tagOf(item));
    if (!partner) {
      diagnostics.push(unpaired(item, "anti"));
      continue;
    }
    const check = comparePair(item, partner);
    if (check.diagnostic) diagnostics.push(check.diagnostic);
    if (check.pair) paired.add(tagOf(item));
  }
  for (const item of anti) if (!proTags.has(tagOf(item))) diagnostics.push(unpaired(item, "pro"));
  const withPair = (item: CorefItem): CorefItem =>
    paired.has(tagOf(item)) ? { ...item, itemPair: tagOf(item) } : { ...item };
  return { items: [...pro.map(withPair), ...anti.map(withPair)], pairs: paired.size, diagnostics };
}

/** The item's id without its stereotype prefix: `pro:dev:12` → `dev:12`. */
function tagOf(item: CorefItem): string {
  return item.id.slice(item.stereotype.length + 1);
}

function unpaired(item: CorefItem, missing: string): Diagnostic {
  return makeDiagnostic(
    "warning",
    "unpaired-item",
    { file: item.file, line: item.line, column: 1 },
    `${item.stereotype} item ${item.number} has no ${missing} partner with the same number`,
    `add line ${item.number} to the ${missing} file, or remove it here; unpaired items are left out of paired tests`,
  );
}

function comparePair(pro: CorefItem, anti: CorefItem): { pair: boolean; diagnostic?: Diagnostic } {
  const at = { file: anti.file, line: anti.line, column: 1 };
  const hint = `anti line ${anti.number} should be pro line ${pro.number} (${pro.file}:${pro.line}) with the pronoun swapped`;
  const warn = (code: string, message: string) => makeDiagnostic("warning", code, at, message, hint);
  if (pro.referent.toLowerCase() !== anti.referent.toLowerCase()) {
    const message = `pair ${pro.number}: referent "${anti.referent}" differs from the pro item's "${pro.referent}"`;
    return { pair: false, diagnostic: warn("pair-mismatch", message) };
  }
  if (pro.pronoun.toLowerCase() === anti.pronoun.toLowerCase()) {
    const message = `pair ${pro.number}: both items use the pronoun "${pro.pronoun}"`;
    return { pair: false, diagnostic: warn("pair-mismatch", message) };
  }
  if (neutral(pro.sentence) !== neutral(anti.sentence)) {
    const message = `pair ${pro.number}: the sentences differ beyond the pronouns ("${pro.sentence}" / "${anti.sentence}")`;
    return { pair: true, diagnostic: warn("pair-text-differs", message) };
  }
  return { pair: true };
}

function neutral(sentence: string): string {
  return sentence.replace(GENDERED, "<pronoun>").replace(/\s+/g, " ").trim().toLowerCase();
}
