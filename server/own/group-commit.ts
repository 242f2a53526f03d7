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
 * the next write. Each caller's promise settles when the write holding its row does, so a 202
 * still means "stored". Embedded PostgreSQL runs one statement at a time; at 1,000 events a
 * second, one INSERT per event queues up behind the others, one INSERT per batch does not.
 */
export function groupCommit<T>(
  write: (rows: T[]) => Promise<void>,
  maxRows = 500,
): (row: T) => Promise<void> {
  // Batches waiting their turn, oldest first; the last one takes new rows until it is full.
  const waiting: Batch<T>[] = [];
  let writing = false;

  const start = () => {
    const batch = writing ? undefined : waiting.shift();
    if (!batch) return;
    writing = true;
    write(batch.rows)
      .then(batch.resolve, batch.reject)
      .finally(() => {
        writing = false;
        start();
      });
  };

  return (row) => {
    let open = waiting.at(-1);
    if (!open || open.rows.length >= maxRows) {
      open = newBatch();
      waiting.push(open);
    }
    open.rows.push(row);
    start();
    return open.done;
  };
}
