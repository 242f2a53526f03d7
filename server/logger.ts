import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

import type { LogLevel } from './config';

/** The deep redaction of spec section 3's sensitive fields (flows/rules/redact). */
export type Redact = (value: unknown) => unknown;

const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;

/** CR/LF would let a logged value forge a second log line. */
function stripLineBreaks(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(LINE_BREAKS, ' ');
  if (depth > 16 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => stripLineBreaks(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, stripLineBreaks(item, depth + 1)]),
  );
}

/**
 * pino logger whose every argument (merged object, message, error, child bindings) passes
 * through the deep redaction and loses line breaks before it is written. pino's own `redact`
 * option matches fixed paths only, so a sensitive key one level deeper would slip through.
 */
export function createLogger(options: {
  level: LogLevel;
  redact: Redact;
  destination?: DestinationStream;
}): Logger {
  const clean = (value: unknown) => stripLineBreaks(options.redact(value));
  const logger = pino(
    {
      level: options.level,
      base: { service: 'webreg' },
      timestamp: pino.stdTimeFunctions.isoTime,
      hooks: {
        logMethod(args, method) {
          const cleaned = (args as unknown[]).map(clean);
          // pino treats a leading Error specially; redaction made it a plain object, so name it err.
          if (args[0] instanceof Error) cleaned[0] = { err: cleaned[0] };
          return method.apply(this, cleaned as Parameters<typeof method>);
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
  const cleanChild = (bindings: pino.Bindings, childOptions?: pino.ChildLoggerOptions) =>
    withCleanChildren(child(clean(bindings) as pino.Bindings, childOptions), clean);
  logger.child = cleanChild as unknown as Logger['child'];
  return logger;
}
