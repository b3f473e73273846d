/**
 * What the connections to an endpoint showed of the network, read from the events Node's own HTTP client
 * (undici, under the global fetch the SDK uses) publishes on `node:diagnostics_channel`: a connection is about to
 * be made, and it can carry a request. Nothing is replaced or wrapped; the channels are undici's documented
 * diagnostics, and a run whose transport publishes nothing (a proxy agent, another fetch) is simply not timed.
 */
import { subscribe } from "node:diagnostics_channel";
import type { NetworkTiming } from "./types.js";

/** The part of undici's connect events that names the connection's origin. */
interface ConnectEvent {
  connectParams: { host: string };
}

/** Per host (host[:port]): the quickest connection set up, and when (performance.now()) the first was ready. */
const connections = new Map<string, { roundTripMs: number; readyAt: number }>();
/**
 * Per host, when each connection still being made started, oldest first. The events carry no identity shared by
 * a connection's start and end, so connections started together are taken to end in the order they started.
 */
const pending = new Map<string, number[]>();
let watching = false;

/**
 * Starts timing the process's connections (once; later calls do nothing). The round trip is the quickest
 * connection's set-up from undici's start to its end: the TCP connect (its name lookup too), and for https the
 * TLS handshake, so it is at least one network round trip and, over TLS, two or three. The pool waits that long
 * between blind ramp steps, so a longer estimate only ramps more cautiously.
 */
function watchConnections(): void {
  if (watching) return;
  watching = true;
  subscribe("undici:client:beforeConnect", (message) => {
    const { host } = (message as ConnectEvent).connectParams;
    const started = pending.get(host);
    if (started) started.push(performance.now());
    else pending.set(host, [performance.now()]);
  });
  subscribe("undici:client:connectError", (message) => {
    pending.get((message as ConnectEvent).connectParams.host)?.shift();
  });
  subscribe("undici:client:connected", (message) => {
    const { host } = (message as ConnectEvent).connectParams;
    const started = pending.get(host)?.shift();
    if (started === undefined) return;
    const now = performance.now();
    const known = connections.get(host);
    connections.set(host, {
      roundTripMs: Math.min(known?.roundTripMs ?? Number.POSITIVE_INFINITY, now - started),
      readyAt: Math.min(known?.readyAt ?? Number.POSITIVE_INFINITY, now),
    });
  });
}

/**
 * The timing of the connections to `host` (host[:port], as in a URL), undefined before one could carry a request.
 * Watching starts with the first call, before any request of the run.
 */
export function networkTimingOf(host: string): () => NetworkTiming | undefined {
  watchConnections();
  return () => {
    const known = connections.get(host);
    return known && { roundTripMs: known.roundTripMs, readyForMs: performance.now() - known.readyAt };
  };
}
