/**
 * Lighthouse's simulated figures again, from the same run's trace with each main-thread task cut
 * to the CPU time its thread spent in it: what the page's own work costs, without the time other
 * processes of a shared machine took from the page while Lighthouse recorded it.
 *
 * Why: Lantern (the simulated throttling) builds its TBT from the recorded tasks' wall-clock
 * durations times 4, so a task stretched by the machine's load counts as blocking. On the shared
 * 2-core machine the main thread's tasks after the start-up file arrive lasted 1.5–3× their CPU
 * time (under loads of 4–13), and one task stretches most: the one in which the start-up file
 * (~390 KB of source) is compiled, where Lighthouse's own tracing copies the whole source into
 * the trace (`ScriptCatchup`, v8-source-rundown) and waits for the trace buffer: 5 to 83 ms wall
 * for 5–18 ms of CPU, for the same code, i.e. 0 to ~300 ms of simulated TBT on its own. Reported
 * beside the real figures (which stay the budgets) so that a change can be judged on one loaded
 * machine.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TraceEvent } from './traceEvent.ts';

/**
 * The trace with each top-level task of the renderer's main thread (`RunTask`) as long as its CPU
 * time (`tdur`), the events inside it drawn in proportion, so nesting holds; everything else as
 * recorded. A task that took no longer than its CPU time stays as it is. Pure: returns new events.
 */
export function tasksAtCpuTime<T extends { traceEvents: TraceEvent[] }>(trace: T): T {
  const events = trace.traceEvents.map((event) => ({ ...event }));
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (!mainThreads.has(thread) || event.ph === 'M') continue;
    const threadEvents = byThread.get(thread);
    if (threadEvents) threadEvents.push(event);
    else byThread.set(thread, [event]);
  }
  for (const threadEvents of byThread.values()) {
    const inOrder = [...threadEvents].sort((a, b) => a.ts - b.ts);
    const tasks = inOrder.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined && e.tdur !== undefined && e.tdur < e.dur);
    let next = 0;
    for (const task of tasks) {
      const start = task.ts;
      const end = task.ts + task.dur!;
      const scale = task.tdur! / task.dur!;
      while (next < inOrder.length && inOrder[next]!.ts < start) next++;
      for (let i = next; i < inOrder.length && inOrder[i]!.ts <= end; i++) {
        const event = inOrder[i]!;
        // Only what lies wholly inside the task (its children); the task itself last.
        if (event === task || event.ts + (event.dur ?? 0) > end) continue;
        event.ts = start + (event.ts - start) * scale;
        if (event.dur !== undefined) event.dur *= scale;
      }
      task.dur = task.tdur;
    }
  }
  return { ...trace, traceEvents: events };
}

/**
 * Audits a run's artifacts again (simulated throttling, the run's categories) with `tasksAtCpuTime`'s
 * trace: the performance score and TBT the page's own CPU work would get.
 */
export async function simulatedAtCpuTime(artifacts: unknown, url: string): Promise<{ performance: number; tbtMs: number }> {
  // Imported here, so tasksAtCpuTime stays a plain module (its unit test loads no Lighthouse).
  const [{ default: lighthouse }, { saveArtifacts }] = await Promise.all([import('lighthouse'), import('lighthouse/core/lib/asset-saver.js')]);
  const dir = mkdtempSync(join(tmpdir(), 'momobel-lh-cpu-'));
  try {
    await saveArtifacts(artifacts as Parameters<typeof saveArtifacts>[0], dir);
    const traceFile = join(dir, 'defaultPass.trace.json');
    writeFileSync(traceFile, JSON.stringify(tasksAtCpuTime(JSON.parse(readFileSync(traceFile, 'utf8')))));
    // The gathering's own categories: Lighthouse refuses to audit with other settings than it gathered with.
    const onlyCategories = (artifacts as { settings?: { onlyCategories?: string[] | null } }).settings?.onlyCategories ?? undefined;
    const lhr = (await lighthouse(url, { auditMode: dir, logLevel: 'error', onlyCategories, throttlingMethod: 'simulate' }))!.lhr;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
