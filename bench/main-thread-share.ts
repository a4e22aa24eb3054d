/** The fields of a Chromium trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  /** Wall time, µs. */
  dur?: number;
  /** The thread's own CPU time, µs. */
  tdur?: number;
}

export interface MainThreadShare {
  /** The page's main-thread tasks from the first contentful paint on: their wall time. */
  wallMs: number;
  /** The CPU time the thread was given in them. */
  cpuMs: number;
  /**
   * The blocking time Lighthouse's slowdown would give if each task had taken only its CPU time:
   * what the page itself costs, without the time other processes held the CPU meanwhile.
   */
  blockingFromCpuMs: number;
}

const LONG_TASK_MS = 50;
const MICROSECONDS_PER_MS = 1000;

/**
 * How much of its tasks' time the page's main thread was on a CPU. Lighthouse's simulation
 * multiplies each task's wall time by its CPU slowdown, so on a busy machine time spent waiting
 * for a core counts as the page's own work; this figure tells the two apart.
 */
export function mainThreadShare(
  events: readonly TraceEvent[],
  cpuSlowdown: number,
): MainThreadShare | undefined {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return undefined;
  const tasks = events
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === paint.pid &&
        event.tid === paint.tid &&
        event.ts >= paint.ts,
    )
    .map((task) => ({
      wallMs: (task.dur ?? 0) / MICROSECONDS_PER_MS,
      cpuMs: (task.tdur ?? task.dur ?? 0) / MICROSECONDS_PER_MS,
    }));
  const sum = (time: (task: (typeof tasks)[number]) => number) =>
    tasks.reduce((total, task) => total + time(task), 0);
  return {
    wallMs: sum((task) => task.wallMs),
    cpuMs: sum((task) => task.cpuMs),
    blockingFromCpuMs: sum((task) => Math.max(0, task.cpuMs * cpuSlowdown - LONG_TASK_MS)),
  };
}
