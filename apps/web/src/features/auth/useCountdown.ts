import { useCallback, useEffect, useState } from 'react';

/**
 * A seconds countdown (the 60 s resend wait): start() begins it, remaining reaches 0 when done.
 * @returns the seconds remaining and a start function
 */
export function useCountdown(): { remaining: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    // Ticking against a deadline, not by decrementing, keeps it right in a throttled background tab.
    const id = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) {
        setDeadline(null);
        clearInterval(id);
      }
    }, 250);
    return () => clearInterval(id);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);

  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { remaining, start };
}
