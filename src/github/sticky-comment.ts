import type { Comment, GitHubClient } from "./client.js";

export type CommentMode = "update" | "recreate" | "off";

export interface StickyComment {
  issue: number;
  body: string;
  mode: CommentMode;
  /** A hidden HTML comment that identifies this comment, e.g. "<!-- bias-gate:default -->" (see {@link commentMarker}). */
  marker: string;
  /** Login of the token's user (e.g. "github-actions[bot]"); when given, only its comments count. */
  author?: string;
  /**
   * A marker earlier versions wrote; a comment carrying it is taken over (and re-marked) when none carries
   * `marker`, so upgrading does not leave the old comment behind and post a second one.
   */
  legacyMarker?: string;
}

export interface CommentOutcome {
  action: "created" | "updated" | "unchanged" | "recreated" | "skipped";
  url?: string;
}

/** What bias-gate's comments carried before they were marked per job; still recognised once, to take them over. */
export const LEGACY_MARKER = "<!-- bias-gate -->";

/**
 * The hidden marker for one job's comment, `<!-- bias-gate:<header> -->`. Two jobs (a matrix over models) with
 * different headers keep one comment each. Whitespace is collapsed and what could end the HTML comment early
 * (`--`, `>`) is removed, so any header yields one well-formed marker.
 */
export function commentMarker(header: string): string {
  const clean = header.replace(/[<>]/g, "").replace(/-{2,}/g, "-").replace(/\s+/g, " ").trim();
  return `<!-- bias-gate:${clean || "default"} -->`;
}

/** The body as posted: the text, then the hidden marker on its own line. */
export function withMarker(body: string, marker: string): string {
  return `${body.trimEnd()}\n\n${marker}\n`;
}

// GitHub may return CRLF line endings and trims trailing whitespace; compare what a reader sees.
function normalise(body: string): string {
  return body.replace(/\r\n/g, "\n").trimEnd();
}

/** The oldest comment carrying the marker (and written by `author`, when given). */
export function findStickyComment(
  comments: readonly Comment[],
  marker: string,
  author?: string,
): Comment | undefined {
  const login = author?.toLowerCase();
  return comments.find(
    (c) => c.body.includes(marker) && (login === undefined || c.author.toLowerCase() === login),
  );
}

/**
 * Publishes one sticky comment on an issue or pull request. `update` edits the marked comment in place and
 * leaves it alone when its body is already identical; `recreate` deletes it and posts a new one (so it
 * moves to the bottom of the conversation); `off` does nothing. API failures reject; the caller decides.
 */
export async function publishComment(client: GitHubClient, options: StickyComment): Promise<CommentOutcome> {
  if (options.mode === "off") return { action: "skipped" };
  const body = withMarker(options.body, options.marker);
  const comments = await client.listIssueComments(options.issue);
  const existing =
    findStickyComment(comments, options.marker, options.author) ??
    (options.legacyMarker ? findStickyComment(comments, options.legacyMarker, options.author) : undefined);
  if (!existing) {
    const created = await client.createIssueComment(options.issue, body);
    return { action: "created", url: created.url };
  }
  if (options.mode === "recreate") {
    await client.deleteIssueComment(existing.id);
    const created = await client.createIssueComment(options.issue, body);
    return { action: "recreated", url: created.url };
  }
  if (normalise(existing.body) === normalise(body)) return { action: "unchanged", url: existing.url };
  const updated = await client.updateIssueComment(existing.id, body);
  return { action: "updated", url: updated.url };
}
