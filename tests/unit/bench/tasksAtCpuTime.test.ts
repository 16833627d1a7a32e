import { describe, expect, it } from 'vitest';
import { tasksAtCpuTime } from '../../../bench/lighthouseCpuTime.ts';
import type { TraceEvent } from '../../../bench/traceEvent.ts';

const main = { pid: 1, tid: 10 };
const compositor = { pid: 1, tid: 11 };
const threadNames: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ...main, ts: 0, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ...compositor, ts: 0, args: { name: 'Compositor' } },
];

describe('tasksAtCpuTime', () => {
  it("cuts a main-thread task to its CPU time and draws its children in proportion", () => {
    // 100 ms on the wall for 25 ms of CPU: the rest of the time another process had the core.
    const task: TraceEvent = { name: 'RunTask', ph: 'X', ...main, ts: 1_000, dur: 100_000, tdur: 25_000 };
    const child: TraceEvent = { name: 'FunctionCall', ph: 'X', ...main, ts: 21_000, dur: 40_000, tdur: 10_000 };
    const { traceEvents } = tasksAtCpuTime({ traceEvents: [...threadNames, task, child] });
    const [cutTask, cutChild] = traceEvents.slice(2);
    expect(cutTask).toMatchObject({ ts: 1_000, dur: 25_000 });
    expect(cutChild).toMatchObject({ ts: 6_000, dur: 10_000 });
    // Nesting holds: the child ends inside its task.
    expect(cutChild!.ts + cutChild!.dur!).toBeLessThanOrEqual(cutTask!.ts + cutTask!.dur!);
  });

  it('leaves other threads and tasks that used their whole time as they were', () => {
    const busy: TraceEvent = { name: 'RunTask', ph: 'X', ...main, ts: 0, dur: 12_000, tdur: 12_000 };
    const elsewhere: TraceEvent = { name: 'RunTask', ph: 'X', ...compositor, ts: 0, dur: 30_000, tdur: 3_000 };
    const { traceEvents } = tasksAtCpuTime({ traceEvents: [...threadNames, busy, elsewhere] });
    expect(traceEvents.slice(2)).toEqual([busy, elsewhere]);
  });

  it('returns new events: the recorded trace stays as recorded', () => {
    const trace = { traceEvents: [...threadNames, { name: 'RunTask', ph: 'X', ...main, ts: 0, dur: 30_000, tdur: 3_000 }] };
    tasksAtCpuTime(trace);
    expect(trace.traceEvents[2]).toMatchObject({ ts: 0, dur: 30_000 });
  });

  it('moves an event after a cut task no more than the task itself', () => {
    const task: TraceEvent = { name: 'RunTask', ph: 'X', ...main, ts: 0, dur: 50_000, tdur: 10_000 };
    const later: TraceEvent = { name: 'RunTask', ph: 'X', ...main, ts: 60_000, dur: 5_000, tdur: 5_000 };
    const { traceEvents } = tasksAtCpuTime({ traceEvents: [...threadNames, task, later] });
    expect(traceEvents[3]).toMatchObject({ ts: 60_000, dur: 5_000 });
  });
});
