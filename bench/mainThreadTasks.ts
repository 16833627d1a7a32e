/**
 * A page's long tasks as a DevTools trace shows them: every task its main thread ran, whatever it
 * held (script, style, layout, paint, or work no trace category names), as Lighthouse counts them
 * for TBT.
 *
 * Not the Long Tasks API (a PerformanceObserver of 'longtask'): Chromium does not report a frame's
 * rendering task (style, layout and paint) nor a task that ran no script of the page. In a trace of
 * a shopper's first search on the 5,000-product home page (4× CPU, load ~7) the observer listed 11
 * of the 18 tasks of 50 ms or more; the ones it left out were the results' layout and paint (184 and
 * 203 ms) and tasks with no script in them (102 and 169 ms). A 100 ms busy loop it does see, and so
 * does this.
 *
 * The durations are wall-clock, so a loaded machine stretches them. Their thread time (`tdur`) is
 * no way around it under DevTools' CPU throttling: a 100 ms busy loop at 4× showed 47–79 ms of
 * thread time, a fixed loop 161–244 ms wall for 120–160 ms of thread time (load 5–9), so neither
 * the slowdown nor the load can be divided out of it.
 */
import type { Browser, CDPSession } from 'playwright-core';
import type { TraceEvent } from './traceEvent.ts';

export interface LongTask {
  ms: number;
  /** What the task held, largest first: the page's scripts by file, style/layout/paint, the rest. */
  holds: string;
}


export const LONG_TASK_MS = 50;

const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'v8.run', 'MinorGC', 'MajorGC']);
const RENDERING = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'ParseHTML', 'ParseAuthorStyleSheet']);

/** The outermost events of `kinds` inside a task (an event inside another one is counted in it). */
function outermost(events: TraceEvent[], kinds: Set<string>): TraceEvent[] {
  const found: TraceEvent[] = [];
  let end = -Infinity;
  for (const event of events) {
    if (!kinds.has(event.name) || event.ph !== 'X') continue;
    if (event.ts < end) continue;
    found.push(event);
    end = event.ts + (event.dur ?? 0);
  }
  return found;
}

function describe(task: TraceEvent, inside: TraceEvent[]): string {
  const parts = new Map<string, number>();
  const add = (label: string, us: number) => parts.set(label, (parts.get(label) ?? 0) + us);
  let named = 0;
  for (const event of outermost(inside, SCRIPT)) {
    const url = event.args?.data?.url;
    add(`script ${url ? (url.split('/').pop() ?? url) : event.name}`, event.dur ?? 0);
    named += event.dur ?? 0;
  }
  for (const event of outermost(inside, RENDERING)) {
    add('style/layout/paint', event.dur ?? 0);
    named += event.dur ?? 0;
  }
  add('other', Math.max(0, (task.dur ?? 0) - named));
  return [...parts]
    .filter(([, us]) => us >= 1000)
    .sort((a, b) => b[1] - a[1])
    .map(([label, us]) => `${label} ${Math.round(us / 1000)}`)
    .join(', ');
}

/**
 * Starts tracing the page `cdp` is attached to; the function returned stops and gives the tasks
 * of its main frame's main thread that lasted LONG_TASK_MS or more, in order.
 */
export async function traceLongTasks(cdp: CDPSession): Promise<() => Promise<LongTask[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  });
  return async () => {
    const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
    await cdp.send('Tracing.end');
    await complete;
    const started = events.find((event) => event.name === 'TracingStartedInBrowser');
    const pid = started?.args?.data?.frames?.find((frame) => frame.isOutermostMainFrame)?.processId;
    const mainThread = events.find((event) => event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain');
    if (!mainThread) throw new Error('The trace holds no main thread of the page');
    const onMain = events.filter((event) => event.pid === mainThread.pid && event.tid === mainThread.tid).sort((a, b) => a.ts - b.ts);
    return onMain
      .filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) >= LONG_TASK_MS * 1000)
      .map((task) => {
        const end = task.ts + (task.dur ?? 0);
        const inside = onMain.filter((event) => event !== task && event.ts >= task.ts && event.ts < end);
        return { ms: Math.round((task.dur ?? 0) / 1000), holds: describe(task, inside) };
      });
  };
}

/**
 * Opens `url` on a phone-sized page with a 4× slower CPU and waits until the page answers
 * (`#main[data-interactive]`). `changes` settles once the catalogue's changes have been read;
 * `traceLongTasks()` starts a DevTools trace of the page's main thread (see above:
 * the Long Tasks API leaves rendering tasks out).
 */
export async function openSlowPage(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const changes = page.waitForResponse((response) => new URL(response.url()).pathname === '/rest/v1/rpc/catalog_changes', { timeout: 60_000 });
  await page.goto(url);
  await page.locator('#main[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });
  return { context, page, changes, traceLongTasks: () => traceLongTasks(cdp) };
}

/** The figures of a traced window: its longest task and every long one, with what it held. */
export function longTaskFigures(tasks: LongTask[]) {
  return { longestMs: Math.max(0, ...tasks.map((task) => task.ms)), tasks: tasks.map((task) => `${task.ms} ms: ${task.holds}`) };
}
