type Batch<T> = {
  rows: T[];
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
};

function newBatch<T>(): Batch<T> {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const done = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { rows: [], done, resolve, reject };
}

/**
 * Group commit: one write in flight at a time, and every row that arrives meanwhile goes into
 * the next write. Each caller's promise settles when the write holding its row does, so a
 * caller that awaits it knows the row is stored. Embedded PostgreSQL runs one statement at a
 * time; at 1,000 events a second, one INSERT per event queues up behind the others, one INSERT
 * per batch does not.
 *
 * `gatherMs` holds a batch open that long before writing it (a full one goes at once), for rows
 * nobody waits on: at a hundred events a second each write then carries several, where one
 * write per event was over 40% of an event call's CPU on PGlite (decision 072).
 */
export function groupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  { maxRows = 500, gatherMs = 0 }: { maxRows?: number; gatherMs?: number } = {},
): (row: T) => Promise<void> {
  // Batches waiting their turn, oldest first; the last one takes new rows until it is full.
  const waiting: Batch<T>[] = [];
  let writing = false;
  let gathering: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    if (writing || gathering) return;
    const batch = waiting.shift();
    if (!batch) return;
    writing = true;
    write(batch.rows)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        writing = false;
        schedule();
      });
  };
  const schedule = () => {
    const next = waiting[0];
    if (!next || writing) return;
    if (next.rows.length >= maxRows && gathering) {
      clearTimeout(gathering);
      gathering = undefined;
    }
    if (gatherMs === 0 || next.rows.length >= maxRows) return start();
    gathering ??= setTimeout(() => {
      gathering = undefined;
      start();
    }, gatherMs);
  };

  return (row) => {
    let open = waiting.at(-1);
    if (!open || open.rows.length >= maxRows) {
      open = newBatch();
      waiting.push(open);
    }
    open.rows.push(row);
    schedule();
    return open.done;
  };
}
