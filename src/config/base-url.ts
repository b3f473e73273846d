/**
 * The parts of a base URL that may be secrets (user, password, query values such as `?token=`), and the query a
 * base URL carries (Azure's `?api-version=`). Pure: text in, text out.
 */

/** What follows the scheme up to the `@` that ends a user and password, as written. */
const USERINFO = /^([a-z][a-z0-9+.-]*:\/\/)([^/?#]*)@/i;

/** The base URL without its query and fragment, and the query as name → value (decoded). */
export interface SplitBaseUrl {
  base: string;
  query: Record<string, string>;
}

/**
 * Splits `https://x.openai.azure.com/openai/deployments/d?api-version=2024-06-01` into the base the SDK appends
 * `/chat/completions` to and the query it must send with every request (its `defaultQuery`); appended to the
 * query instead, the path would land inside the last query value. The base keeps the text as written.
 */
export function splitBaseUrl(url: string): SplitBaseUrl {
  const cut = url.search(/[?#]/);
  if (cut < 0) return { base: url, query: {} };
  let query: Record<string, string> = {};
  try {
    query = Object.fromEntries(new URL(url).searchParams);
  } catch {
    // Left to the caller's own check of the URL.
  }
  return { base: url.slice(0, cut), query };
}

/** The user and password in a base URL, as written (the URL's own check rejects such URLs). */
export function userinfoOf(url: string): string | undefined {
  return USERINFO.exec(url)?.[2];
}

/**
 * Every secret a base URL may carry: user, password and each query value, as written and percent-decoded, so
 * whichever form an SDK or a server echoes can be cut out.
 */
export function urlSecrets(url: string): string[] {
  const userinfo = userinfoOf(url)?.split(":") ?? [];
  const search = /\?([^#]*)/.exec(url)?.[1] ?? "";
  const values = search.split("&").map((pair) => pair.slice(pair.indexOf("=") + 1 || pair.length));
  const written = [...userinfo, ...values].filter((part) => part !== "");
  // A query's `+` is a space; in user and password it is itself. Both readings go.
  const decoded = written.flatMap((part) => [safeDecode(part), safeDecode(part.replace(/\+/g, " "))]);
  return [...new Set([...written, ...decoded])];
}

/** The URL as it may be shown: `https://[redacted]@host/v1?api-version=[redacted]`. Works on any text. */
export function redactUrl(url: string): string {
  return url.replace(USERINFO, "$1[redacted]@").replace(/([?&][^=&#]*=)[^&#]*/g, "$1[redacted]");
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
