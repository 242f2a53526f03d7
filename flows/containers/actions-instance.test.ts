import { describe, expect, it, vi } from 'vitest';
import { lazyActions } from './actions-instance';

describe('lazyActions (the one lazy layer over the action sets)', () => {
  it('makes the set once, on the first call, and calls through it', async () => {
    const answer = vi.fn(async (value: number) => value * 2);
    const load = vi.fn(async () => ({ answer }));
    const set = lazyActions(load);
    expect(load).not.toHaveBeenCalled();
    await expect(set.methods.answer(2)).resolves.toBe(4);
    await expect(set.methods.answer(3)).resolves.toBe(6);
    expect(await set.ready()).toEqual({ answer });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed chunk load on the next call', async () => {
    const load = vi
      .fn<() => Promise<{ answer: () => string }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ answer: () => 'ok' });
    const set = lazyActions(load);
    await expect(set.methods.answer()).rejects.toThrow('chunk failed');
    await expect(set.methods.answer()).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("once loaded, runs a method in the caller's own turn (a click handler stays one)", async () => {
    const order: string[] = [];
    const set = lazyActions(async () => ({
      pay: () => {
        order.push('pay');
      },
      fail: () => {
        throw new Error('refused');
      },
    }));
    await set.ready();
    const paying = set.methods.pay();
    order.push('after the call');
    expect(order).toEqual(['pay', 'after the call']);
    await paying;
    await expect(set.methods.fail()).rejects.toThrow('refused');
  });
});
