import { useEffect } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

/** A new screen starts at its top; back and forward leave the browser's own restoration alone. */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
