import * as React from 'react';

/**
 * The time, re-read every second until `until` (epoch ms) has passed, then left alone: a
 * countdown re-renders only while it counts.
 */
export function useNow(until: number | null | undefined): number {
  const [now, setNow] = React.useState(() => Date.now());
  React.useEffect(() => {
    if (!until || until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(now, Date.now());
}
