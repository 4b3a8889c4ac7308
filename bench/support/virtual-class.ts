/**
 * The simulated class: every learner signs in, then N virtual learners loop
 * through their lessons at once, each with one request in flight, as the web
 * app's player sends them: GET pages/current when a lesson opens, then for each
 * page Next, by default in one request (POST pages/answer-and-next: the answer
 * of an answer's shape and the next page); with `nextMode: 'two-calls'` as the
 * older player sent it (PATCH pages/current, then POST pages/next), for a
 * baseline in the same run. POST ping every 10 s, as the player pings.
 * With `nextMode: 'four-calls'`, the loop the saturation goal is stated in
 * ("lesson requests a second"): on every page GET pages/current,
 * PATCH pages/current, POST pages/next and POST ping, one after another.
 * At the end of a lesson, the next lesson, and after the last one POST
 * class-programs/:id/reset/me, so the loop never runs dry. Requests, sign-ins included, go through
 * a light keep-alive client (http-client.ts: the load generator shares the server's two cores).
 * None is started after the deadline.
 * A Next refused with 503 is sent again after Retry-After with the same
 * Idempotency-Key, as the player's outbox sends it; any other failure
 * leaves the learner to open the lesson again (GET pages/current), as a
 * reload would.
 *
 * The class starts in step: every learner opens the lesson within half a
 * second. The measure of the steady class starts once every learner has
 * finished that first page (and the warm-up has passed); the requests sent
 * before it are reported apart, as the class start, not dropped.
 *
 * Without think time (the default) this is a closed loop at saturation:
 * each learner always has a request in flight, so the mean latency is
 * learners ÷ throughput (Little's law). `thinkMs` adds a pause of
 * thinkMs × [0.5, 1.5) after each page, like a learner reading it.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { AnswerAndNext, LessonPage } from '@espace/contracts/lessons';
import type { BenchClass, BenchLearner } from './bench-class';
import { answerFor } from './answers';
import { type CpuSnapshot, type CpuSpent, type CpuWatch, cpuBetween, takeCpuSnapshot } from './cpu-ledger';
import { createHttpClient, type HttpAnswer } from './http-client';
import { LatencyRecorder } from './latency';

const ENDPOINTS = ['GET pages/current', 'POST answer-and-next', 'PATCH pages/current', 'POST pages/next', 'POST ping', 'POST reset/me'] as const;

/**
 * How a virtual learner sends Next: in one request, as the player does; in two, as an older player
 * did; or in four requests a page (GET pages/current, PATCH, POST pages/next, a ping), the workload
 * the saturation goal counts.
 */
export type NextMode = 'one-call' | 'two-calls' | 'four-calls';

/** The player pings every 10 s while a lesson is open (docs/lesson-engine.md#pings). */
const PING_EVERY_MS = 10_000;
type Endpoint = (typeof ENDPOINTS)[number];

const FIRST_PAGES_TIMEOUT_MS = 60_000;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/** Signs every learner in, `concurrency` at a time (argon2 verification is the cost). */
export async function signInAll(base: string, learners: readonly BenchLearner[], password: string, concurrency = 8): Promise<string[]> {
  const tokens: string[] = new Array<string>(learners.length);
  const client = createHttpClient(base);
  let nextIndex = 0;
  const worker = async () => {
    for (let index = nextIndex++; index < learners.length; index = nextIndex++) {
      const learner = learners[index] as BenchLearner;
      const { status, text } = await client.send(
        'POST',
        '/api/users/login',
        { 'content-type': 'application/json' },
        JSON.stringify({ email: learner.email, password }),
      );
      if (status !== 200) throw new Error(`sign-in of ${learner.email} answered ${status}: ${text}`);
      tokens[index] = (JSON.parse(text) as { access_token: string }).access_token;
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, learners.length) }, worker));
  } finally {
    client.close();
  }
  return tokens;
}

export interface ClassRunOptions {
  base: string;
  bench: BenchClass;
  tokens: readonly string[];
  warmupSeconds: number;
  durationSeconds: number;
  thinkMs: number;
  nextMode?: NextMode;
  /** The processes besides this one whose CPU the measure counts (cpu-ledger.ts); none by default. */
  cpuWatch?: CpuWatch;
  /** Called as the measure starts: the work the class is measured beside (a daily pass) starts then. */
  onMeasure?: () => void;
}

export interface ClassRunResult {
  /** Requests sent once every learner had finished a first page, until the deadline. */
  recorder: LatencyRecorder;
  /** Seconds between the end of the warm-up and the deadline. */
  seconds: number;
  /** Requests sent before: every learner's first page at once, and the warm-up. */
  classStart: LatencyRecorder;
  /** Seconds from the first request to the start of the measure. */
  classStartSeconds: number;
  /**
   * CPU spent from the start of the measure until the last learner stopped: this process's (the
   * load generator, all its threads), the watched server's and PostgreSQL's, and the machine's
   * share busy. Per request it means something at saturation; a small class's few requests carry
   * each process's fixed costs (the probes, timers, compilation).
   */
  cpu: CpuSpent;
  lessonsEnded: number;
  resets: number;
}

export async function runClass({
  base,
  bench,
  tokens,
  warmupSeconds,
  durationSeconds,
  thinkMs,
  nextMode = 'one-call',
  cpuWatch = { postgres: false },
  onMeasure,
}: ClassRunOptions): Promise<ClassRunResult> {
  const recorder = new LatencyRecorder(ENDPOINTS);
  const classStart = new LatencyRecorder(ENDPOINTS);
  const started = performance.now();
  // Both known once the last learner has finished a first page.
  let recordFrom = Number.POSITIVE_INFINITY;
  let deadline = Number.POSITIVE_INFINITY;
  let cpuAtMeasure: CpuSnapshot | undefined;
  const startMeasure = () => {
    if (recordFrom !== Number.POSITIVE_INFINITY) return;
    recordFrom = Math.max(performance.now(), started + warmupSeconds * 1000);
    setTimeout(() => {
      cpuAtMeasure = takeCpuSnapshot(cpuWatch);
      onMeasure?.();
    }, recordFrom - performance.now());
    deadline = recordFrom + durationSeconds * 1000;
  };
  // A learner whose first page keeps failing must not hold the measure back for ever.
  const firstPagesTimeout = setTimeout(startMeasure, FIRST_PAGES_TIMEOUT_MS);
  let learnersPastFirstPage = 0;
  const firstPageDone = () => {
    learnersPastFirstPage += 1;
    if (learnersPastFirstPage === bench.learners.length) startMeasure();
  };
  let lessonsEnded = 0;
  let resets = 0;
  const client = createHttpClient(base);

  const call = async (
    endpoint: Endpoint,
    token: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpAnswer> => {
    const sent = performance.now();
    let answer: HttpAnswer;
    try {
      answer = await client.send(
        method,
        path,
        body === undefined
          ? { authorization: `Bearer ${token}`, ...headers }
          : { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
        body === undefined ? undefined : JSON.stringify(body),
      );
    } catch (error) {
      answer = { status: 0, text: error instanceof Error ? error.message : String(error), retryAfter: 0 };
    }
    (sent >= recordFrom ? recorder : classStart).record(endpoint, performance.now() - sent);
    return answer;
  };
  const unexpected = async (endpoint: Endpoint, answer: HttpAnswer) => {
    (performance.now() >= recordFrom ? recorder : classStart).error(endpoint, answer.status, answer.text);
    // A server that says when to come back is heard, as the web app's outbox does; spread over the
    // next seconds so that the learners refused together do not all come back together.
    await pause(answer.status === 503 && answer.retryAfter > 0 ? answer.retryAfter * 1000 * (0.5 + Math.random()) : 100);
  };

  const open = () => performance.now() < deadline;
  /**
   * Next from the page on screen: the page it leads to, the end of the lesson, 'again' after a
   * refusal that says to come back (503: the same Next is sent again, as the player's outbox
   * does, with the same Idempotency-Key), or null after any other failure (the lesson is opened again).
   */
  const next = async (token: string, lesson: string, page: LessonPage, submission: string): Promise<LessonPage | 'end' | 'again' | null> => {
    const failed = async (endpoint: Endpoint, answer: HttpAnswer) => {
      await unexpected(endpoint, answer);
      return answer.status === 503 || answer.status === 0 ? 'again' : null;
    };
    const key = { 'idempotency-key': submission };
    if (page.answeredAt === null && nextMode === 'one-call') {
      const answer = await call('POST answer-and-next', token, 'POST', `${lesson}/pages/answer-and-next?fromPageId=${page.id}`, answerFor(page), key);
      if (answer.status !== 200) return failed('POST answer-and-next', answer);
      const { next: opened, end } = JSON.parse(answer.text) as AnswerAndNext;
      if (opened) return opened;
      if (end) return 'end';
      // Neither (a timed page never opened comes next): the player asks, then pages/next.
    } else if (page.answeredAt === null) {
      const patch = await call('PATCH pages/current', token, 'PATCH', `${lesson}/pages/current`, answerFor(page), key);
      if (patch.status !== 200) return failed('PATCH pages/current', patch);
      page.answeredAt = new Date().toISOString();
    }
    if (!open()) return null;
    const moved = await call('POST pages/next', token, 'POST', `${lesson}/pages/next?fromPageId=${page.id}`);
    if (moved.status === 200) return JSON.parse(moved.text) as LessonPage;
    if (moved.status === 404 && moved.text.includes('NO_LESSON_PAGE_AVAILABLE')) return 'end';
    return failed('POST pages/next', moved);
  };
  const learnerLoop = async (learnerIndex: number) => {
    const learner = bench.learners[learnerIndex] as BenchLearner;
    const token = tokens[learnerIndex] as string;
    let lessonIndex = 0;
    let firstPage = true;
    let onScreen: LessonPage | null = null;
    // The Idempotency-Key of the Next being sent: kept while it is sent again.
    let submission: string | undefined;
    // Learners do not all start on the same millisecond.
    await pause(Math.random() * Math.min(500, warmupSeconds * 1000));
    let lastPing = performance.now();
    while (open()) {
      const lessonId = learner.lessonIds[lessonIndex] as string;
      const lesson = `/api/lessons/${lessonId}`;
      if (onScreen === null || nextMode === 'four-calls') {
        const current = await call('GET pages/current', token, 'GET', `${lesson}/pages/current`);
        if (current.status !== 200) {
          await unexpected('GET pages/current', current);
          continue;
        }
        onScreen = JSON.parse(current.text) as LessonPage;
      }
      if (!open()) break;
      if (nextMode === 'four-calls' || performance.now() - lastPing >= PING_EVERY_MS) {
        lastPing = performance.now();
        const ping = await call('POST ping', token, 'POST', `${lesson}/ping`, { pageId: onScreen.id });
        if (ping.status !== 204) await unexpected('POST ping', ping);
        if (!open()) break;
      }
      submission ??= randomUUID();
      const reached = await next(token, lesson, onScreen, submission);
      if (reached === 'again') continue;
      submission = undefined;
      onScreen = reached === 'end' ? null : reached;
      if (reached === null) continue;
      if (firstPage) {
        firstPage = false;
        firstPageDone();
      }
      if (thinkMs > 0) await pause(thinkMs * (0.5 + Math.random()));
      if (reached !== 'end') continue;
      lessonsEnded += 1;
      lessonIndex += 1;
      if (lessonIndex < learner.lessonIds.length) continue;
      lessonIndex = 0;
      if (!open()) break;
      const reset = await call('POST reset/me', token, 'POST', `/api/class-programs/${bench.classProgramId}/reset/me`);
      if (reset.status === 200) resets += 1;
      else await unexpected('POST reset/me', reset);
    }
  };

  await Promise.all(bench.learners.map((_, index) => learnerLoop(index)));
  clearTimeout(firstPagesTimeout);
  client.close();
  const cpuAtEnd = takeCpuSnapshot(cpuWatch);
  const cpu = cpuBetween(cpuAtMeasure ?? cpuAtEnd, cpuAtEnd);
  return { recorder, seconds: durationSeconds, classStart, classStartSeconds: (recordFrom - started) / 1000, cpu, lessonsEnded, resets };
}
