/** Calls made before the SDK is chosen and loaded wait here; past the cap the oldest go. */
const MAX_WAITING = 200;

/**
 * A sink that may arrive later: analytics and monitoring load only after the first screen is
 * interactive (docs/decisions/050), but a step can fail or be tracked before that.
 */
export function lateSink<Sink>() {
  let sink: Sink | undefined;
  const waiting: Array<(sink: Sink) => void> = [];
  return {
    send(call: (sink: Sink) => void): void {
      if (sink) {
        call(sink);
        return;
      }
      if (waiting.length >= MAX_WAITING) waiting.shift();
      waiting.push(call);
    },
    attach(next: Sink): void {
      sink = next;
      for (const call of waiting.splice(0)) call(next);
    },
    /** Tests: forget the sink and anything waiting. */
    reset(): void {
      sink = undefined;
      waiting.length = 0;
    },
  };
}
