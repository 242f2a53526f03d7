import { type PGlite, parse, protocol } from '@electric-sql/pglite';

type Results<R> = { rows: R[]; affectedRows?: number };
type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A statement prepared once: its name, its parameter types and the shape of its rows. */
type Prepared = { name: string; types: number[]; rowDescription: BackendMessage | undefined };

/** More distinct statement texts than this run unprepared (a list of ids can vary in length). */
const MAX_PREPARED = 500;

/** Only these are prepared: DDL and transaction control run once or are too cheap to matter. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Error classes that say nothing about the statement (a unique key taken, a value out of range,
 * a deadlock): the prepared statement stays. Any other error forgets it, so a schema change
 * (a migration in tests) re-prepares it instead of failing again.
 */
const KEEPS_STATEMENT = /^(22|23|40)/;

/** "cached plan must not change result type": a `select *` prepared before a column was added. */
const RESULT_TYPE_CHANGED = '0A000';

/**
 * Each query in one call into PGlite's WebAssembly, its plan made once. PGlite's `query()`
 * makes six calls (Parse, Describe statement, Bind, Describe portal, Execute, Sync), parses
 * and plans the text every time and describes the result columns every time; that was most of
 * a one-row select's CPU (decision 072). Here each DML text is prepared once as a named
 * statement (Parse, Describe, Sync), its parameter types and row description remembered, and
 * every run after is Bind, Execute and Sync in one buffer. Values are serialised as `query()`
 * does (PGlite's serialiser for the parameter's type, else toString) and rows parsed by the
 * same parsers, so callers see the same values. PostgreSQL keeps a prepared statement's plan
 * valid across data and most schema changes by itself.
 */
export function oneTripQuery(pglite: PGlite) {
  const prepared = new Map<string, Prepared>();
  let named = 0;

  const run = async (parts: Uint8Array[]) =>
    (await pglite.execProtocol(concat(parts), { syncToFs: false })).messages as BackendMessage[];

  const prepare = async (text: string): Promise<Prepared | undefined> => {
    const known = prepared.get(text);
    if (known || prepared.size >= MAX_PREPARED || !PREPARABLE.test(text)) return known;
    named += 1;
    const name = `webreg_${named}`;
    const messages = await run([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = {
      name,
      types: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message) => message.name === 'rowDescription'),
    };
    prepared.set(text, statement);
    return statement;
  };

  const forget = async (text: string, statement: Prepared) => {
    prepared.delete(text);
    await run([
      protocol.serialize.close({ type: 'S', name: statement.name }),
      protocol.serialize.sync(),
    ]).catch(() => undefined);
  };

  const serialise = (parameters: readonly unknown[], types: number[]) =>
    parameters.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serialize = pglite.serializers[types[index] ?? -1];
      return serialize ? serialize(value) : String(value);
    });

  const results = <R>(messages: BackendMessage[]): Results<R> => {
    const [result] = parse.parseResults(messages, pglite.parsers);
    return { rows: (result?.rows ?? []) as R[], affectedRows: result?.affectedRows };
  };

  const query = async <R>(text: string, parameters: readonly unknown[]): Promise<Results<R>> => {
    const statement = await prepare(text);
    if (!statement) {
      // Unprepared: the text parsed and its columns described each time, as query() does.
      const types =
        parameters.length === 0
          ? []
          : parse.parseDescribeStatementResults(
              await run([
                protocol.serialize.parse({ text }),
                protocol.serialize.describe({ type: 'S' }),
                protocol.serialize.sync(),
              ]),
            );
      return results(
        await run([
          protocol.serialize.parse({ text, types }),
          protocol.serialize.bind({ values: serialise(parameters, types) }),
          protocol.serialize.describe({ type: 'P' }),
          protocol.serialize.execute({}),
          protocol.serialize.sync(),
        ]),
      );
    }
    try {
      const messages = await run([
        protocol.serialize.bind({
          statement: statement.name,
          values: serialise(parameters, statement.types),
        }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      return results(statement.rowDescription ? [statement.rowDescription, ...messages] : messages);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && KEEPS_STATEMENT.test(code)) throw error;
      await forget(text, statement);
      // A column added since it was prepared: outside a transaction, run it again afresh.
      if (code === RESULT_TYPE_CHANGED && !pglite.isInTransaction()) return query(text, parameters);
      throw error;
    }
  };
  return query;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
