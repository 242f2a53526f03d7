import { MONITORING, monitoringActionName } from './monitoring-settings';
import { redact, redactText } from './redact';
import { redactUrl } from './redact-url';

/** The parts of a monitoring (RUM) event that can carry what a person typed or was sent. */
export type MonitoringEvent = {
  type: string;
  view?: { url?: string; referrer?: string; name?: string };
  resource?: { url?: string };
  error?: { message?: string; stack?: string; resource?: { url?: string } };
  action?: { target?: { name?: string } };
  /** A long animation frame names the scripts that ran in it: the page's own inline ones by its address. */
  long_task?: { scripts?: { source_url?: string; invoker?: string }[] };
  context?: Record<string, unknown>;
};

// An invoker is an address (a script that ran) or a description ('BUTTON#next.onclick').
const scrubInvoker = (invoker: string) =>
  /^[a-z][a-z\d+.-]*:/i.test(invoker) ? redactUrl(invoker) : redactText(invoker);

const scrubbed = <T extends string | undefined>(value: T, scrub: (text: string) => string): T =>
  (value === undefined ? value : scrub(value)) as T;

/**
 * The monitoring before-send hook's redaction, in place (the SDK only lets a hook modify an
 * event): addresses lose the reset token and sensitive query values, error texts and action
 * names lose sensitive values, custom context loses every sensitive field, and action names are
 * cut at 100 characters (spec section 9).
 */
export function scrubMonitoringEvent(event: MonitoringEvent): void {
  if (event.view) {
    event.view.url = scrubbed(event.view.url, redactUrl);
    event.view.referrer = scrubbed(event.view.referrer, redactUrl);
    event.view.name = scrubbed(event.view.name, redactUrl);
  }
  if (event.resource) event.resource.url = scrubbed(event.resource.url, redactUrl);
  if (event.error) {
    event.error.message = scrubbed(event.error.message, redactText);
    event.error.stack = scrubbed(event.error.stack, redactText);
    if (event.error.resource) {
      event.error.resource.url = scrubbed(event.error.resource.url, redactUrl);
    }
  }
  for (const script of event.long_task?.scripts ?? []) {
    script.source_url = scrubbed(script.source_url, redactUrl);
    script.invoker = scrubbed(script.invoker, scrubInvoker);
  }
  if (event.action?.target?.name !== undefined) {
    event.action.target.name = monitoringActionName(redactText(event.action.target.name));
  }
  if (event.context)
    event.context = redact(event.context, { text: true }) as Record<string, unknown>;
}

/** At most 3000 actions a minute (section 9): returns whether one more may be sent now. */
export function actionBudget(
  limit: number = MONITORING.maxActionsPerMinute,
  windowMs = 60_000,
): (now: number) => boolean {
  let windowStart = Number.NEGATIVE_INFINITY;
  let sent = 0;
  return (now) => {
    if (now - windowStart >= windowMs) {
      windowStart = now;
      sent = 0;
    }
    sent += 1;
    return sent <= limit;
  };
}
