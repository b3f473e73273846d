/** JSON Lines (one JSON value per line) produced in chunks, so a file of any length is written in constant memory. */

/** About this many UTF-16 code units per chunk: large enough that writes are few, small enough to stay flat. */
export const JSON_LINES_CHUNK = 64 * 1024;

/**
 * The lines `JSON.stringify(value) + "\n"` of every value, joined into chunks of about `JSON_LINES_CHUNK` code
 * units. The concatenated chunks are exactly the file; an empty input yields nothing. `onLine` counts lines.
 */
export function* jsonLineChunks(values: Iterable<unknown>, onLine?: () => void): Generator<string> {
  let chunk = "";
  for (const value of values) {
    chunk += `${JSON.stringify(value)}\n`;
    onLine?.();
    if (chunk.length >= JSON_LINES_CHUNK) {
      yield chunk;
      chunk = "";
    }
  }
  if (chunk !== "") yield chunk;
}

/** What writing chunks needs: a streaming writer when the IO has one, else `writeText` with the chunks joined. */
export interface ChunkIO {
  writeText(path: string, text: string): void;
  writeChunks?(path: string, chunks: Iterable<string>): Promise<void>;
}

/** Writes `chunks` to `path`, streaming when `io` can (waiting whenever the disk is behind). */
export async function writeChunks(io: ChunkIO, path: string, chunks: Iterable<string>): Promise<void> {
  if (io.writeChunks) await io.writeChunks(path, chunks);
  else io.writeText(path, Array.from(chunks).join(""));
}
