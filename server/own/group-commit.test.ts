import { describe, expect, it, vi } from 'vitest';
import { groupCommit } from './group-commit';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((ok) => {
    resolve = ok;
  });
  return { promise, resolve };
};

describe('groupCommit', () => {
  it('writes the first row at once and gathers the rows that arrive meanwhile', async () => {
    const writes: number[][] = [];
    const gates = [deferred(), deferred()];
    const add = groupCommit<number>(async (rows) => {
      writes.push(rows);
      await gates[writes.length - 1]?.promise;
    });
    const settled: number[] = [];
    const calls = [1, 2, 3, 4].map((row) => add(row).then(() => settled.push(row)));
    expect(writes).toEqual([[1]]);
    gates[0]?.resolve();
    await calls[0];
    expect(settled).toEqual([1]);
    await Promise.resolve();
    expect(writes).toEqual([[1], [2, 3, 4]]);
    gates[1]?.resolve();
    await Promise.all(calls);
    expect(settled).toEqual([1, 2, 3, 4]);
  });

  it('rejects only the callers whose write failed', async () => {
    let fail = true;
    const add = groupCommit<string>(async () => {
      if (fail) {
        fail = false;
        throw new Error('disk full');
      }
    });
    const first = add('a');
    const second = add('b');
    await expect(first).rejects.toThrow('disk full');
    await expect(second).resolves.toBeUndefined();
  });

  it('caps a batch at maxRows', async () => {
    const writes: string[][] = [];
    const gate = deferred();
    const add = groupCommit<string>(
      async (rows) => {
        writes.push(rows);
        await gate.promise;
      },
      { maxRows: 2 },
    );
    const calls = ['a', 'b', 'c', 'd', 'e'].map((row) => add(row));
    gate.resolve();
    await Promise.all(calls);
    expect(writes).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
  });

  it('gathers rows for gatherMs before writing, and writes a full batch at once', async () => {
    vi.useFakeTimers();
    try {
      const writes: string[][] = [];
      const add = groupCommit<string>(
        async (rows) => {
          writes.push(rows);
        },
        { maxRows: 3, gatherMs: 100 },
      );
      const first = [add('a'), add('b')];
      await vi.advanceTimersByTimeAsync(99);
      expect(writes).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await Promise.all(first);
      expect(writes).toEqual([['a', 'b']]);
      const full = ['c', 'd', 'e'].map((row) => add(row));
      await Promise.all(full);
      expect(writes).toEqual([
        ['a', 'b'],
        ['c', 'd', 'e'],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
