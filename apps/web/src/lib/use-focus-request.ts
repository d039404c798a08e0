import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * A ref and a function that moves the focus to its element once the render that shows it has
 * been committed (an error summary that appears with the errors): in a layout effect, not a
 * frame later, for a renderer that gives no frame (a phone saving power, a background tab) left
 * the focus on the body and the message out of view (issue 30 §3). Focusing scrolls the element
 * into view.
 */
export function useFocusRequest<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const [requests, setRequests] = useState(0);
  useLayoutEffect(() => {
    if (requests > 0) ref.current?.focus();
  }, [requests]);
  const request = useCallback(() => setRequests((count) => count + 1), []);
  return [ref, request];
}
