/**
 * Cutting statements out of a dump without re-rendering it: ATD (atd.ts) removes keys and rows, the rows policy
 * (dump-rows.ts) removes or thins rows. Both cut spans of the text as written, so they share how a span is widened
 * to its lines and how neighbouring cuts merge.
 */

/** A span of the text to replace: removed when `text` is absent or empty. */
export interface TextCut {
  start: number;
  end: number;
  text?: string;
}

/**
 * Widens a cut to its whole lines when nothing but blanks shares them, so no empty line is left behind;
 * otherwise `trailing` also takes the blanks after it (after a comma or a `;`, they only separated).
 */
export function lineAware(text: string, start: number, end: number, trailing: boolean): TextCut {
  let a = start;
  while (a > 0 && (text[a - 1] === " " || text[a - 1] === "\t")) a -= 1;
  let b = end;
  while (b < text.length && (text[b] === " " || text[b] === "\t")) b += 1;
  const lineStart = a === 0 || text[a - 1] === "\n";
  if (lineStart && (b === text.length || text[b] === "\n" || text[b] === "\r")) {
    if (text[b] === "\r") b += 1;
    if (text[b] === "\n") b += 1;
    return { start: a, end: b };
  }
  return { start, end: trailing ? b : end };
}

/**
 * Applies the cuts. Removals that overlap, or whole-line removals with only blank lines between them, merge, so
 * groups of INSERTs leave one gap behind rather than every blank line that separated them. A replacement never
 * merges.
 */
export function applyCuts(text: string, cuts: readonly TextCut[]): string {
  const sorted = [...cuts].sort((x, y) => x.start - y.start);
  const merged: TextCut[] = [];
  const atLineStart = (offset: number) => offset === 0 || text[offset - 1] === "\n";
  const removes = (cut: TextCut) => !cut.text;
  for (const cut of sorted) {
    const prev = merged[merged.length - 1];
    const blankLinesBetween =
      prev !== undefined &&
      atLineStart(prev.end) &&
      atLineStart(cut.start) &&
      /^\s*$/.test(text.slice(prev.end, cut.start));
    if (prev && removes(prev) && removes(cut) && (cut.start <= prev.end || blankLinesBetween))
      prev.end = Math.max(prev.end, cut.end);
    else merged.push({ ...cut });
  }
  let out = "";
  let pos = 0;
  for (const cut of merged) {
    out += text.slice(pos, cut.start) + (cut.text ?? "");
    pos = cut.end;
  }
  return out + text.slice(pos);
}
