/** One event of a Chromium trace (the Trace Event Format), as far as the bench reads it. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Start, and wall-clock duration, in microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time spent in the event, in microseconds. */
  tdur?: number;
  args?: { name?: string; data?: { url?: string; frames?: { processId: number; isOutermostMainFrame?: boolean }[] } };
}
