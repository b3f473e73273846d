/**
 * Node's global `Headers` lives in its bundled undici, and the first touch of it loads all of undici (the fetch
 * implementation, its connection pools, HTTP/2): ~50 ms before bias-gate's first request, on a path that never
 * uses undici. The openai SDK builds a `Headers` for every request, and the lean fetch (providers/http-fetch.ts)
 * sends through `node:http`. So each entry installs this class as the global `Headers` before anything runs:
 * the Fetch standard's Headers interface (no guard), for everything in the process that says `new Headers`.
 *
 * Objects made by undici (a global fetch's `Response.headers`) still count as `instanceof Headers`, so code that
 * checks either kind, such as the SDK's header merging, treats them alike.
 */

/** RFC 9110 token: what a header name may be. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** HTTP whitespace at either end of a value is not part of it (Fetch: normalize). */
const EDGE_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g;
/** What a normalized value may not contain (Fetch: header value). */
const FORBIDDEN_IN_VALUE = /[\0\r\n]/;
/** A ByteString holds code units up to 0xFF only (WebIDL). */
const NOT_BYTES = /[^\0-\xFF]/;

type Init = Iterable<Iterable<string>> | Record<string, string> | LeanHeaders;

let readPairs: (headers: LeanHeaders) => readonly (readonly [string, string])[];
let isLean: (value: object) => value is LeanHeaders;

/**
 * The name/value pairs a Headers iterates, sorted and combined: a LeanHeaders' own (not to be changed; no
 * iterator, no copies: the lean fetch reads every request's this way), anyone else's through iteration.
 */
export function headerPairs(headers: Headers | LeanHeaders): readonly (readonly [string, string])[] {
  return isLean(headers) ? readPairs(headers) : [...(headers as Iterable<[string, string]>)];
}

export class LeanHeaders {
  /** Lower-cased name → its values in the order they were appended. */
  readonly #values = new Map<string, string[]>();
  /**
   * What iteration shows, sorted and combined, until the next change: the SDK reads a request's headers several
   * times (merging, validating, its debug line, the fetch), and sorting each time was most of their cost.
   */
  #pairs: [string, string][] | undefined;

  constructor(init?: Init) {
    if (init === undefined) return;
    if ((typeof init !== "object" && typeof init !== "function") || init === null) {
      throw new TypeError("Headers: init must be an object (a record or a sequence of name/value pairs)");
    }
    if (#values in init) {
      // A copy of one of ours (the SDK client copies each request's headers from the first of its shape). As the
      // standard copies any Headers, from what it iterates: combined values, normalized again ("a" and "" combine
      // to "a, ", which is then "a,"). Its names are valid and lower-case already.
      for (const [name, value] of init.#sortedPairs()) {
        const normalized = headerValue(value, name);
        const existing = this.#values.get(name);
        if (existing) existing.push(normalized);
        else this.#values.set(name, [normalized]);
      }
      return;
    }
    const pairs = (init as Partial<Iterable<unknown>>)[Symbol.iterator];
    if (typeof pairs === "function") {
      for (const pair of init as Iterable<Iterable<string>>) {
        const items = typeof pair === "object" && pair !== null ? [...(pair as Iterable<string>)] : [];
        if (items.length !== 2) {
          throw new TypeError("Headers: each header of a sequence must be a [name, value] pair");
        }
        this.append(items[0]!, items[1]!);
      }
      return;
    }
    for (const name of Object.keys(init)) this.append(name, (init as Record<string, string>)[name]!);
  }

  append(name: string, value: string): void {
    const key = headerName(name);
    const normalized = headerValue(value, key);
    const existing = this.#values.get(key);
    if (existing) existing.push(normalized);
    else this.#values.set(key, [normalized]);
    this.#pairs = undefined;
  }

  set(name: string, value: string): void {
    const key = headerName(name);
    this.#values.set(key, [headerValue(value, key)]);
    this.#pairs = undefined;
  }

  delete(name: string): void {
    this.#values.delete(headerName(name));
    this.#pairs = undefined;
  }

  has(name: string): boolean {
    return this.#values.has(headerName(name));
  }

  get(name: string): string | null {
    return this.#values.get(headerName(name))?.join(", ") ?? null;
  }

  getSetCookie(): string[] {
    return [...(this.#values.get("set-cookie") ?? [])];
  }

  /** Sorted by name, values combined; each `set-cookie` on its own (Fetch: sort and combine). */
  #sortedPairs(): [string, string][] {
    if (this.#pairs) return this.#pairs;
    const pairs: [string, string][] = [];
    for (const name of [...this.#values.keys()].sort()) {
      const values = this.#values.get(name) as string[];
      if (name === "set-cookie") for (const value of values) pairs.push([name, value]);
      else pairs.push([name, values.join(", ")]);
    }
    this.#pairs = pairs;
    return pairs;
  }

  /**
   * As WebIDL's pair iterators: each step reads the headers as they are then, at the next position, so a change
   * made while iterating shows.
   */
  #iterate<T>(pick: (name: string, value: string) => T): IterableIterator<T> {
    let index = 0;
    const next = (): IteratorResult<T> => {
      const pair = (this.#pairs ?? this.#sortedPairs())[index];
      if (!pair) return { value: undefined, done: true };
      index++;
      return { value: pick(pair[0], pair[1]), done: false };
    };
    const iterator = { next, [Symbol.iterator]: () => iterator };
    return iterator as IterableIterator<T>;
  }

  entries(): IterableIterator<[string, string]> {
    return this.#iterate((name, value) => [name, value]);
  }

  keys(): IterableIterator<string> {
    return this.#iterate((name) => name);
  }

  values(): IterableIterator<string> {
    return this.#iterate((_, value) => value);
  }

  forEach(callback: (value: string, name: string, headers: this) => void, thisArg?: unknown): void {
    for (const [name, value] of this.entries()) callback.call(thisArg, value, name, this);
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.entries();
  }

  get [Symbol.toStringTag](): string {
    return "Headers";
  }

  static {
    readPairs = (headers) => headers.#sortedPairs();
    isLean = (value) => #values in value;
  }

  /** Ours, or undici's: anything branded a Headers by its tag. */
  static [Symbol.hasInstance](value: unknown): boolean {
    return (
      typeof value === "object" &&
      value !== null &&
      (#values in value || Object.prototype.toString.call(value) === "[object Headers]")
    );
  }
}

/**
 * Names met before, validated and lower-cased. The SDK merges about a dozen headers per request through `delete`
 * and `append`, the same names every time; each used to cost a regular expression and a new lower-cased string.
 * Names are not secrets. Bounded, so a process that makes up names cannot grow it without end.
 */
const knownNames = new Map<string, string>();
const KNOWN_NAMES_MAX = 256;

function headerName(name: string): string {
  const known = knownNames.get(name);
  if (known !== undefined) return known;
  const text = String(name);
  if (!TOKEN.test(text)) throw new TypeError(`Headers: invalid header name ${JSON.stringify(text)}`);
  const key = text.toLowerCase();
  if (typeof name === "string" && knownNames.size < KNOWN_NAMES_MAX) knownNames.set(name, key);
  return key;
}

/** A value already normalized and valid: visible bytes at both ends, nothing forbidden within. */
const PLAIN_VALUE = /^(?:[!-~\x80-\xFF](?:[\t !-~\x80-\xFF]*[!-~\x80-\xFF])?)?$/;

function headerValue(value: string, name: string): string {
  if (typeof value === "string" && PLAIN_VALUE.test(value)) return value;
  const text = String(value).replace(EDGE_WHITESPACE, "");
  if (FORBIDDEN_IN_VALUE.test(text) || NOT_BYTES.test(text)) {
    throw new TypeError(`Headers: invalid value for header ${JSON.stringify(name)}`);
  }
  return text;
}

/** Makes `LeanHeaders` the process's global `Headers`. Called by each entry, before the bundle loads. */
export function installLeanHeaders(global: { Headers?: unknown } = globalThis): void {
  // Deleted first: on Node 24, redefining the lazy global in place evaluates it, which loads undici.
  delete global.Headers;
  Object.defineProperty(global, "Headers", {
    value: LeanHeaders,
    writable: true,
    configurable: true,
    enumerable: false,
  });
}
