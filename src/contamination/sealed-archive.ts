/**
 * The sealed archive: a fresh set's files, encrypted with a passphrase, so the set can live in a public
 * repository (or a CI cache) without being readable by crawlers and the models trained on what they collect.
 *
 * Layout, in bytes: the ASCII line `bias-gate-sealed-v1\n`, a 16-byte scrypt salt, a 12-byte AES-256-GCM IV,
 * the 16-byte GCM tag, then the ciphertext of gzip(JSON `{"files": {"<relative name>": "<text>"}}`).
 * The key is scrypt(passphrase, salt, 32 bytes) with Node's default cost (N = 16384, r = 8, p = 1).
 * The magic line is authenticated too (GCM additional data), so a header edited to another version fails
 * as a damaged file rather than being read under the wrong rules.
 *
 * Opening happens in memory only: nothing here writes the plaintext anywhere.
 */
import { createCipheriv, createDecipheriv, scryptSync } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";

const MAGIC = new TextEncoder().encode("bias-gate-sealed-v1\n");
const MAGIC_PREFIX = new TextEncoder().encode("bias-gate-sealed-");
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
const HEADER_BYTES = MAGIC.length + SALT_BYTES + IV_BYTES + TAG_BYTES;

/**
 * Why an archive could not be opened. `wrong-key-or-damaged` covers both: GCM's tag cannot tell a wrong key
 * from altered bytes, and saying which would need a second, weaker check of the key.
 */
export type SealedArchiveProblem =
  | "not-sealed"
  | "unsupported-version"
  | "truncated"
  | "wrong-key-or-damaged"
  | "bad-contents";

export class SealedArchiveError extends Error {
  constructor(
    readonly problem: SealedArchiveProblem,
    message: string,
  ) {
    super(message);
    this.name = "SealedArchiveError";
  }
}

/**
 * Encrypts `files` (relative name → text) under `passphrase`. `random(n)` supplies n random bytes for the salt
 * and IV; pass `crypto.randomBytes` in production and a fixed source in tests.
 */
export function sealFiles(
  files: Record<string, string>,
  passphrase: string,
  random: (n: number) => Uint8Array,
): Uint8Array {
  if (passphrase === "") throw new RangeError("the passphrase is empty");
  const salt = takeRandom(random, SALT_BYTES);
  const iv = takeRandom(random, IV_BYTES);
  // Sorted names: the same files give the same plaintext, whatever order they were listed in.
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const plaintext = gzipSync(Buffer.from(JSON.stringify({ files: sorted }), "utf8"));
  const cipher = createCipheriv("aes-256-gcm", deriveKey(passphrase, salt), iv);
  cipher.setAAD(MAGIC);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return concat([MAGIC, salt, iv, cipher.getAuthTag(), ciphertext]);
}

/** Decrypts an archive made by `sealFiles`; throws SealedArchiveError when it cannot. */
export function openSealed(bytes: Uint8Array, passphrase: string): Record<string, string> {
  checkHeader(bytes);
  const salt = MAGIC.length;
  const iv = salt + SALT_BYTES;
  const tag = iv + IV_BYTES;
  const body = tag + TAG_BYTES;
  const key = deriveKey(passphrase, bytes.subarray(salt, iv));
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(iv, tag));
  decipher.setAAD(MAGIC);
  decipher.setAuthTag(bytes.subarray(tag, body));
  let plaintext: Buffer;
  try {
    plaintext = Buffer.concat([decipher.update(bytes.subarray(body)), decipher.final()]);
  } catch {
    throw new SealedArchiveError(
      "wrong-key-or-damaged",
      "the key does not decrypt it (wrong key, or damaged)",
    );
  }
  return readContents(plaintext);
}

/** Whether the bytes start like a sealed archive (any version): for messages that name the file's kind. */
export function looksSealed(bytes: Uint8Array): boolean {
  return startsWith(bytes, MAGIC_PREFIX);
}

function checkHeader(bytes: Uint8Array): void {
  const cutShort = new SealedArchiveError("truncated", "it is cut short (fewer bytes than the header)");
  if (bytes.length < MAGIC.length && startsWith(MAGIC, bytes)) throw cutShort;
  if (!startsWith(bytes, MAGIC)) {
    if (startsWith(bytes, MAGIC_PREFIX)) {
      throw new SealedArchiveError(
        "unsupported-version",
        "it is in a format version this bias-gate cannot read",
      );
    }
    throw new SealedArchiveError("not-sealed", "it is not a bias-gate sealed archive");
  }
  // Even an empty file list gzips to some bytes, so an archive of just the header is cut short too.
  if (bytes.length <= HEADER_BYTES) throw cutShort;
}

function readContents(plaintext: Buffer): Record<string, string> {
  let data: unknown;
  try {
    data = JSON.parse(gunzipSync(plaintext).toString("utf8"));
  } catch {
    throw new SealedArchiveError("bad-contents", "it decrypts, but its contents are not a gzipped file list");
  }
  const files = (data as { files?: unknown } | null)?.files;
  if (typeof files !== "object" || files === null || Array.isArray(files)) {
    throw new SealedArchiveError("bad-contents", "it decrypts, but holds no file list");
  }
  const entries = Object.entries(files);
  if (!entries.every(([, text]) => typeof text === "string")) {
    throw new SealedArchiveError("bad-contents", "it decrypts, but a file in it is not text");
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function deriveKey(passphrase: string, salt: Uint8Array): Buffer {
  return scryptSync(passphrase, salt, KEY_BYTES);
}

function takeRandom(random: (n: number) => Uint8Array, n: number): Uint8Array {
  const bytes = random(n);
  if (bytes.length !== n) throw new RangeError(`random(${n}) returned ${bytes.length} bytes`);
  return bytes;
}

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((b, k) => bytes[k] === b);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
