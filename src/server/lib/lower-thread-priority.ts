import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * For a worker thread's first line: on a machine with few cores the worker competes with the
 * server's own thread, and at the lowest priority it takes only the time that thread leaves.
 * Linux keeps a priority per thread, and /proc/thread-self names this one; elsewhere the thread
 * keeps normal priority.
 */
export function lowerThreadPriority(): void {
  try {
    const threadId = Number(path.basename(fs.readlinkSync('/proc/thread-self')));
    os.setPriority(threadId, os.constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux, or not allowed: the work still runs, only not at a lower priority.
  }
}
