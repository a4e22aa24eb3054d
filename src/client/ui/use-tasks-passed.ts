import { useEffect, useState } from 'react';

/**
 * 0 on the first render, then one more each task, up to `limit`: for parts drawn in turn after
 * what a visitor sees first, so that no one task draws them all (decisions 259 and 264).
 */
export function useTasksPassed(limit: number): number {
  const [passed, setPassed] = useState(0);
  useEffect(() => {
    if (passed >= limit) return;
    const timer = setTimeout(() => setPassed(passed + 1), 0);
    return () => clearTimeout(timer);
  }, [passed, limit]);
  return Math.min(passed, limit);
}
