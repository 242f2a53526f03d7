import type { MonitoringUser } from '../rules/monitoring-settings';
import { lateSink } from './telemetry-queue';

/** What a monitoring (RUM) client does for the flow beyond its own automatic collection. */
export type MonitoringSink = {
  error: (error: unknown, context: Record<string, unknown>) => void;
  setUser: (user: MonitoringUser) => void;
};

const late = lateSink<MonitoringSink>();

/** The flow's one way into monitoring; the client's before-send hook redacts again. */
export const monitoring = {
  error(error: unknown, context: Record<string, unknown> = {}): void {
    // The redaction's code comes with the first error (1.4 KB the first screen's script does
    // not carry); nothing leaves before it has run. If it cannot load, nothing is sent.
    void import('../rules/redact')
      .then(({ redact }) => {
        const safe = redact(context, { text: true }) as Record<string, unknown>;
        late.send((sink) => sink.error(error, safe));
      })
      .catch(() => undefined);
  },
  /**
   * The monitoring user is the anonymous id and, once known, the user id. Spec section 3 also
   * lists the phone number, but it is a sensitive field: it never goes to monitoring.
   */
  setUser(user: { anonymousId: string; id?: string }): void {
    const known: MonitoringUser = { anonymousId: user.anonymousId };
    if (user.id) known.id = user.id;
    late.send((sink) => sink.setUser(known));
  },
};

export const attachMonitoring = (sink: MonitoringSink) => late.attach(sink);
/** @internal */
export const resetMonitoring = () => late.reset();
