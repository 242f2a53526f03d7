import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '../../vocabulary/messages/errors.en';
import { closePress, endPress, openPress, pressBusy } from '../actions/press';
import { resetState } from '../actions/start-over';
import { registrationState } from '../model/registration-state';
import { lazyActions } from './actions-instance';

// What a browser's import() rejects with when the chunk cannot be fetched (offline).
const chunkFailed = () => new TypeError('Failed to fetch dynamically imported module');

beforeEach(() => {
  resetState();
  endPress();
});

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

  it('a press whose chunk cannot be fetched fails as a call with no answer, and is not busy after', async () => {
    const load = vi
      .fn<() => Promise<{ submit: () => string }>>()
      .mockRejectedValueOnce(chunkFailed())
      .mockResolvedValue({ submit: () => 'sent' });
    const set = lazyActions(load);
    openPress();
    const pressing = set.methods.submit();
    closePress();
    expect(pressBusy()).toBe(true);
    await expect(pressing).rejects.toThrow(TypeError);
    expect(pressBusy()).toBe(false);
    expect(registrationState).toMatchObject({
      error: ERROR_MESSAGES.connection,
      errorCode: null,
      message: ERROR_MESSAGES.connection,
    });
    // The next press fetches the chunk again and goes on.
    openPress();
    const again = set.methods.submit();
    closePress();
    await expect(again).resolves.toBe('sent');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("a failed chunk load outside a press is its caller's: the page shows nothing", async () => {
    const set = lazyActions<{ lookUp: () => void }>(() => Promise.reject(chunkFailed()));
    await expect(set.methods.lookUp()).rejects.toThrow(TypeError);
    await set.preload();
    expect(registrationState.error).toBeNull();
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
