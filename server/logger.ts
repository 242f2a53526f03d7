import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

import type { LogLevel } from './config';

/** The deep redaction of spec section 3's sensitive fields (flows/rules/redact). */
export type Redact = (value: unknown) => unknown;

const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;

/** CR/LF would let a logged value forge a second log line. */
function stripLineBreaks(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(LINE_BREAKS, ' ');
  if (depth > 16 || value === null || typeof value !== 'object' || value instanceof Date) {
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => stripLineBreaks(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, stripLineBreaks(item, depth + 1)]),
  );
}

/** Written instead of a line whose redaction failed: nothing of the original can be trusted. */
const withheld = () => [{ logFailure: 'redaction' }, 'log line withheld: its redaction failed'];

/**
 * pino logger whose every argument (merged object, message, error, child bindings) passes
 * through the deep redaction and loses line breaks before it is written. pino's own `redact`
 * option matches fixed paths only, so a sensitive key one level deeper would slip through.
 * Logging never throws: it runs in request-end listeners and error handlers, where an
 * exception would take the process down or leave a request unanswered.
 */
export function createLogger(options: {
  level: LogLevel;
  redact: Redact;
  destination?: DestinationStream;
  /** Fields added to every line (the active trace's id when tracing is on). */
  mixin?: () => Record<string, unknown>;
}): Logger {
  const clean = (value: unknown) => stripLineBreaks(options.redact(value));
  const logger = pino(
    {
      level: options.level,
      base: { service: 'webreg' },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(options.mixin ? { mixin: options.mixin } : {}),
      // The redaction already made every error a plain allow-listed object; pino's own err
      // serializer would copy every enumerable field of it back (and call it type "Object").
      serializers: { err: (value: unknown) => value },
      hooks: {
        logMethod(args, method) {
          let cleaned: unknown[];
          try {
            cleaned = (args as unknown[]).map(clean);
            // pino treats a leading Error specially; redaction made it a plain object: name it err.
            if (args[0] instanceof Error) cleaned[0] = { err: cleaned[0] };
          } catch {
            cleaned = withheld();
          }
          try {
            method.apply(this, cleaned as Parameters<typeof method>);
          } catch {
            // The destination failed; there is nowhere left to say so.
          }
        },
      },
    },
    options.destination,
  );
  return withCleanChildren(logger, clean);
}

/** Child bindings are serialised once by pino, outside the log hook: clean them on the way in. */
function withCleanChildren(logger: Logger, clean: (value: unknown) => unknown): Logger {
  const child = logger.child.bind(logger) as unknown as (
    b: pino.Bindings,
    o?: pino.ChildLoggerOptions,
  ) => Logger;
  const cleanChild = (bindings: pino.Bindings, childOptions?: pino.ChildLoggerOptions) => {
    let cleaned: pino.Bindings;
    try {
      cleaned = clean(bindings) as pino.Bindings;
    } catch {
      cleaned = { bindings: '[Unreadable]' };
    }
    return withCleanChildren(child(cleaned, childOptions), clean);
  };
  logger.child = cleanChild as unknown as Logger['child'];
  return logger;
}
