/**
 * The pool's scheduler: hands slots to items and drives each item from its cache lookup to its outcome. A slot is
 * held by a request in flight or a cache lookup. An item refused with a 429 waits out its Retry-After without a
 * slot, so fresh items use it meanwhile and the adaptive window alone paces the run; only at the window's floor,
 * where the server refuses even one request at a time, does the refused item keep its slot while it waits.
 */

import * as t from "../providers/types.js";
import * as backoffs from "./backoff.js";
import * as budget from "./budget.js";
import * as aimd from "./concurrency.js";
import { type Attempt, lookUp, send } from "./pool-attempt.js";
import { noteAttempt } from "./pool-breaker.js";
import {
  answeredOutcome,
  FROM_CACHE,
  haltOutcome,
  settle,
  settleFailed,
  settleHalted,
} from "./pool-outcomes.js";
import {
  emitProgress,
  guard,
  guardSoon,
  type Halt,
  type Item,
  type Run,
  requestAt,
  reservationFor,
  setConcurrency,
  settleReservation,
  sleep,
  trackStall,
  waitForRoom,
} from "./pool-state.js";

/** Failures every other request would repeat: one is enough to stop sending. */
const SYSTEMATIC: ReadonlySet<t.FailureKind> = new Set([
  "unsupported-parameter",
  "auth",
  "model-not-found",
  "endpoint-not-found",
]);

/**
 * Items that must each fail every attempt to connect, while the endpoint has never responded, before the run
 * stops as systematic (a wrong host or port, a server that is not running). One could be a blip; three in a row
 * with nothing ever answered is the endpoint.
 */
export const UNREACHABLE_ITEMS = 3;

/** Failures that prove nothing about the endpoint being there: it may never have seen the request. */
const NO_RESPONSE: ReadonlySet<t.FailureKind> = new Set(["connection", "timeout", "cancelled"]);

/**
 * Probing above the known limit stops once the work left would take less than this many times the longest
 * 429 wait: a probe refused then would finish its item a whole Retry-After after every other item.
 */
export const PROBE_TAIL_WAITS = 2;

/** How late a timer may fire, in ms, before slow start takes the client to be short of CPU. */
const RAMP_TIMER_SLACK_MS = 4;

/** Weight of the latest answer in the moving average of latency. */
const LATENCY_WEIGHT = 0.05;

/** Stops that abort the requests in flight, not only the sending of new ones. */
const ABORTING: ReadonlySet<Halt["reason"]> = new Set(["cancelled", "deadline"]);

/** Hands free slots to waiting resends first, then to fresh items; ends the run when nothing is left. */
export function pump(run: Run): void {
  if (run.finished) return;
  // Once halted, waiters only need a slot to settle themselves, so the limit no longer applies.
  const limit = run.halt ? Number.POSITIVE_INFINITY : aimd.concurrencyLimit(run.concurrency);
  while (run.occupied < limit) {
    const waiter = run.waiters[run.head];
    if (waiter !== undefined) {
      run.waiters[run.head++] = undefined;
      run.occupied++;
      waiter();
    } else if (!run.halt && run.next < run.requests.length) {
      run.occupied++;
      run.pending++;
      driveItem(run, run.next++).catch((error: unknown) => run.end(error));
    } else break;
  }
  if (run.head === run.waiters.length) run.waiters.length = run.head = 0;
  if (run.pending === 0 && (run.halt || run.next === run.requests.length)) finishRun(run);
}

/**
 * Stops sending new requests; the first reason wins. Cancellation and the deadline also abort those in flight,
 * unless `abort` is false (a cancellation with a grace period, whose caller aborts them later).
 */
export function stopSending(run: Run, halt: Halt, abort = ABORTING.has(halt.reason)): void {
  if (run.halt) return;
  run.halt = halt;
  for (const sleeper of run.sleepers) sleeper.abort();
  if (abort) abortInFlight(run);
  pump(run);
}

/** Aborts the requests in flight: their answers, if they come, are no longer awaited. */
export function abortInFlight(run: Run): void {
  for (const request of run.inFlight) request.abort();
}

/**
 * Stops the run once its deadline (`deadlineMs` of the injected clock) has passed; aborting `signal` (the run
 * ended first) ends the watch and its timer.
 */
export async function watchDeadline(run: Run, signal: AbortSignal): Promise<void> {
  if (run.deadlineMs === undefined) return;
  try {
    await run.deps.clock.sleep(run.deadlineMs, signal);
  } catch {
    // A clock may reject on abort; the signal says which it was.
  }
  if (!signal.aborted) stopSending(run, { reason: "deadline" });
}

/** "deadline" when the run's deadline has passed by the clock (a check before each send), else undefined. */
function pastDeadline(run: Run): "deadline" | undefined {
  const { deadlineMs, startedAt, deps } = run;
  return deadlineMs !== undefined && deps.clock.now() - startedAt >= deadlineMs ? "deadline" : undefined;
}

function releaseSlot(run: Run): void {
  run.occupied--;
  pump(run);
}

function acquireSlot(run: Run): Promise<void> {
  return new Promise((resolve) => {
    run.waiters.push(resolve);
    pump(run);
  });
}

/** One item from its cache lookup to its final outcome; holds a slot on entry and releases it on exit. */
async function driveItem(run: Run, index: number): Promise<void> {
  const request = requestAt(run.requests, index);
  const item: Item = { index, request, key: run.deps.keyOf(request), attempts: 0, errors: 0, rateLimits: 0 };
  const answer = await lookUp(run.deps.cache, item.key);
  if (answer !== undefined) {
    settle(run, index, answeredOutcome(request, item.key, answer, FROM_CACHE));
    return releaseSlot(run);
  }
  for (;;) {
    // Every attempt, retries too, reserves its worst case before it is sent, so in-flight requests cannot overshoot.
    const reservation = reservationFor(run, index);
    const cap = run.halt
      ? undefined
      : (budget.exceededCap(run.caps, run.stats, run.reserved, reservation) ?? pastDeadline(run));
    // Reservations are worst cases: while some are outstanding, what those requests really cost may leave room.
    if ((cap === "max-tokens" || cap === "max-cost") && budget.reserves(run.reserved)) {
      await waitForRoom(run);
      continue;
    }
    if (cap !== undefined) stopSending(run, { reason: cap });
    if (run.halt) {
      settleHalted(run, item);
      return releaseSlot(run);
    }
    run.reserved = budget.addUsage(run.reserved, reservation);
    if (!run.ramping) {
      run.ramping = true;
      rampSlowStart(run).catch((error: unknown) => run.end(error));
    }
    const attempt = await send(run, item);
    settleReservation(
      run,
      index,
      reservation,
      "answer" in attempt ? attempt.answer.usage : attempt.failure.usage,
    );
    if (!("failure" in attempt) || !NO_RESPONSE.has(attempt.failure.kind)) run.reached = true;
    const failed = "failure" in attempt ? attempt.failure : undefined;
    const noted = noteAttempt(run.breaker, failed, attempt.sentSeq, run.stats.requests);
    run.breaker = noted.breaker;
    if (noted.trip) stopSending(run, { reason: "systematic", failure: noted.trip });
    if ("answer" in attempt) return acceptAnswer(run, item, attempt);
    if (!(await retryAfterFailure(run, item, attempt))) return releaseSlot(run);
  }
}

/**
 * Counts an answer once the cache holds it, so an answer the run counted survives the run being killed. A cache
 * that stores the answers of an event-loop turn together (`putSoon`) gets them at the turn's end: the slot goes
 * to the next request at once, and the answer is counted when its line is written.
 */
async function acceptAnswer(
  run: Run,
  item: Item,
  attempt: Extract<Attempt, { answer: unknown }>,
): Promise<void> {
  const { deps } = run;
  const { answer, latencyMs } = attempt;
  run.answeredLevel = Math.max(run.answeredLevel, attempt.sentLevel);
  run.lastAnswerAt = deps.clock.now();
  const first = run.latencyMs === 0;
  run.latencyMs = first ? latencyMs : run.latencyMs + LATENCY_WEIGHT * (latencyMs - run.latencyMs);
  setConcurrency(run, aimd.recordSuccess(run.concurrency, run.occupied, mayProbe(run)));
  const { request, key, attempts } = item;
  const outcome = answeredOutcome(request, key, answer, { source: "network", attempts, latencyMs });
  const { cache } = deps;
  if (cache?.putSoon === undefined) {
    guard(run, () => cache?.put(key, request, answer));
    settle(run, item.index, outcome);
    return releaseSlot(run);
  }
  const stored = guardSoon(run, () => cache.putSoon!(key, request, answer));
  releaseSlot(run);
  await stored;
  settle(run, item.index, outcome);
  // The slot was given back before this item settled: its settling may be what ends the run.
  pump(run);
}

/**
 * Slow start's clock, from the first request sent until the first 429: every step it grows the window one step if
 * the window is full and the evidence allows more, and sends what the step allows. It stops when the window is at
 * its maximum, nothing fresh is left to send, or the clock does not move across a sleep (an injected clock whose
 * sleeps pass at once would otherwise spin here without ever letting an answer in).
 * - Before the first answer (blind): a step is BLIND_RAMP_STEP_MS or the network's round trip, whichever is
 *   longer, and the evidence is that the requests out are not refused: nothing has failed yet, every slot holds a
 *   request in flight, and a connection has carried requests for a round trip. A refusal comes back at once,
 *   an answer only after the whole latency, so waiting for an answer would spend the first round trip at the
 *   initial window. `recordRamp` grows it faster then, and caps it at RAMP_CAP × the initial window, as answers at
 *   that level would.
 * - From the first answer: a step is 1/RAMP_STEPS of a round trip (the latency's moving average), and answers
 *   must still be coming (one within two round trips: a server that stopped answering is no evidence for more).
 * A sleep that overran by more than a step skips its step (not two in a row): timers fire before the sockets are
 * read, so a busy client could otherwise grow past a limit whose refusals are already waiting to be read.
 */
async function rampSlowStart(run: Run): Promise<void> {
  const growing = () =>
    run.concurrency.slowStart &&
    run.concurrency.window < run.concurrency.bounds.max &&
    run.next < run.requests.length &&
    !run.halt &&
    !run.finished;
  let waited = false;
  while (growing()) {
    const stepMs = run.latencyMs > 0 ? Math.max(1, run.latencyMs / aimd.RAMP_STEPS) : blindStepMs(run);
    const before = run.deps.clock.now();
    await sleep(run, stepMs);
    const sleptMs = run.deps.clock.now() - before;
    // Only a clock that did not move at all stops the ramp: real timers measure from the event loop's cached
    // time, so a 1 ms sleep can end 0.4 ms after it began (which once stopped slow start at 8 for good).
    if (sleptMs <= 0) return;
    // Woken more than a step late (beyond timers' own few ms of slack), the client is short of CPU: refusals may
    // have arrived unread, and timers fire before sockets are read. One sleep more lets them in; only one, so a
    // busy client still grows, at half the pace.
    const late = sleptMs > 2 * stepMs + RAMP_TIMER_SLACK_MS;
    if (late && !waited) {
      waited = true;
      continue;
    }
    waited = false;
    // Timers fire before sockets are read: a refusal of the last step may be waiting, unread, for this one. A
    // sleep of 0 lets the event loop read every socket that is ready before the window grows.
    await sleep(run, 0);
    if (!growing() || !rampEvidence(run, stepMs)) continue;
    setConcurrency(run, aimd.recordRamp(run.concurrency, run.answeredLevel));
    pump(run);
  }
}

/**
 * A blind step: BLIND_RAMP_STEP_MS, or the network's round trip where the transport measured a longer one, so a
 * refusal (or a 401) of one step comes back before the next step is sent.
 */
function blindStepMs(run: Run): number {
  return Math.max(aimd.BLIND_RAMP_STEP_MS, run.deps.provider.networkTiming?.()?.roundTripMs ?? 0);
}

/** Whether the window is full and the endpoint is taking what it holds (see `rampSlowStart`). */
function rampEvidence(run: Run, stepMs: number): boolean {
  const limit = aimd.concurrencyLimit(run.concurrency);
  if (run.latencyMs === 0) {
    // Blind: a failure of any kind (a refused connection, a 401, a 500) is no evidence the endpoint takes more.
    for (const _ in run.failedRequests) return false;
    // Where the transport times its connections, requests must have been on the wire for a round trip: one
    // still waiting for its connection (or its TLS handshake) has not been refused only because it has not
    // arrived, and one just written cannot have been refused yet.
    const { networkTiming } = run.deps.provider;
    if (networkTiming !== undefined) {
      const network = networkTiming();
      if (network === undefined || network.readyForMs < network.roundTripMs) return false;
    }
    return run.inFlight.size >= limit;
  }
  const answering = run.deps.clock.now() - run.lastAnswerAt <= 2 * run.latencyMs + stepMs;
  return answering && run.occupied >= limit;
}

/**
 * Whether the run has enough work left for a probe above the known limit to be refused harmlessly: the items not
 * yet answered would keep the window busy for PROBE_TAIL_WAITS × the longest 429 wait (estimated from the
 * latency's moving average), so a refused probe's item is resent and answered before the run's end.
 */
function mayProbe(run: Run): boolean {
  const left = run.requests.length - run.next + (run.waiters.length - run.head) + run.rateWaiting;
  const leftMs = (left / aimd.concurrencyLimit(run.concurrency)) * run.latencyMs;
  return leftMs > PROBE_TAIL_WAITS * (run.longestRateWaitMs + run.latencyMs);
}

/**
 * What a failed attempt leads to: resolves true when the item holds a slot again and should be resent, false
 * once it is settled (still holding its slot, for the caller to release).
 */
async function retryAfterFailure(run: Run, item: Item, attempt: Extract<Attempt, { failure: unknown }>) {
  const { failure } = attempt;
  item.last = failure;
  run.failedRequests[failure.kind] = (run.failedRequests[failure.kind] ?? 0) + 1;
  if (run.halt && ABORTING.has(run.halt.reason)) return settleHalted(run, item);
  if (!t.RETRYABLE.has(failure.kind)) {
    if (SYSTEMATIC.has(failure.kind)) stopSending(run, { reason: "systematic", failure });
    return settleFailed(run, item, failure);
  }
  if (run.halt) return settleHalted(run, item);
  if (failure.kind === "rate-limited") return waitOutRateLimit(run, item, attempt);
  item.errors++;
  // Until the endpoint has responded once, a refused connection is likely every request's fate: the item keeps
  // its slot while it backs off, so a dead host sees the first window of items, not every item once.
  const unreached = failure.kind === "connection" && !run.reached;
  if (item.errors >= run.maxAttempts) {
    if (unreached && ++run.unreachableItems >= UNREACHABLE_ITEMS)
      stopSending(run, { reason: "systematic", failure });
    return settleFailed(run, item, failure);
  }
  if (!unreached) run.occupied--; // A server error is not congestion: the slot is free while this item backs off.
  await sleep(run, backoffs.fullJitterMs(item.errors, run.waits, run.deps.random()));
  if (!unreached) await acquireSlot(run);
  return run.halt ? settleHalted(run, item) : true;
}

/**
 * Waits out a 429 within the rate-limit budget. The item gives its slot back for the wait, so the window (just
 * shrunk or capped by the 429) decides what is sent meanwhile, and queues for a slot again after it, ahead of
 * fresh items. At the window's floor it keeps the slot: a server refusing even that is limiting a rate or a
 * quota, and the waits are then what paces the run, not the window.
 */
async function waitOutRateLimit(run: Run, item: Item, attempt: Extract<Attempt, { failure: unknown }>) {
  const { failure, sentEpoch, sentLevel } = attempt;
  run.stats.rateLimited++;
  item.rateLimits++;
  setConcurrency(
    run,
    aimd.recordRateLimit(run.concurrency, { sentEpoch, sentLevel, inFlight: run.inFlight.size }),
  );
  const keepSlot = aimd.concurrencyLimit(run.concurrency) <= run.concurrency.bounds.min;
  run.rateWaiting++;
  trackStall(run);
  if (!keepSlot) releaseSlot(run);
  let waitMs = backoffs.rateLimitWaitMs(failure.retryAfterMs, item.rateLimits, run.waits, run.deps.random());
  run.longestRateWaitMs = Math.max(run.longestRateWaitMs, waitMs);
  while (waitMs > 0 && !run.halt) {
    const leftMs = run.rateLimitBudgetMs - budget.stallSpentMs(run.stall, run.deps.clock.now());
    if (leftMs <= 0) stopSending(run, { reason: "rate-limit-budget" });
    // Never sleep past the budget: a Retry-After of an hour must not outlast a budget of ten minutes.
    const sliceMs = Math.min(waitMs, Math.max(leftMs, 0));
    if (sliceMs > 0) await sleep(run, sliceMs);
    waitMs -= sliceMs;
  }
  run.rateWaiting--;
  trackStall(run);
  if (keepSlot) {
    if (run.halt) return settleHalted(run, item);
    run.occupied--;
  }
  // Once the run is halted the limit no longer applies, so this returns at once and the item settles itself.
  await acquireSlot(run);
  return run.halt ? settleHalted(run, item) : true;
}

/** Settles the items never started (the run stopped sending), ends slow start's clock, and resolves. */
function finishRun(run: Run): void {
  for (const sleeper of run.sleepers) sleeper.abort();
  const start = run.next;
  run.next = run.requests.length;
  for (let index = start; index < run.requests.length; index++) {
    const request = requestAt(run.requests, index);
    run.pending++;
    settle(run, index, haltOutcome(run, { request, key: run.deps.keyOf(request), attempts: 0 }));
  }
  emitProgress(run, true);
  run.end();
}
