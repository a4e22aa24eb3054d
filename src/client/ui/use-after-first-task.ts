import { useEffect, useState } from 'react';

/**
 * False on the first render, true from the task after: for what sits below the first screen,
 * so that drawing it never lengthens the task that draws what a visitor sees first.
 */
export function useAfterFirstTask(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAfter(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return after;
}
