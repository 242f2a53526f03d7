import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { settleBackground } from '../background';
import { FORGOT_MESSAGE, forgotPassword } from './auth';
import type { SandboxDeps } from './deps';

/** A stand-in for the sandbox: only the reset tokens and the logger are used. */
function stubDeps(requestReset: (email: string) => Promise<void>) {
  const logged: unknown[][] = [];
  const deps = {
    resetTokens: { requestReset: vi.fn(requestReset) },
    logger: { error: (...args: unknown[]) => logged.push(args) },
  } as unknown as SandboxDeps & { resetTokens: { requestReset: ReturnType<typeof vi.fn> } };
  return { deps, logged };
}

/** Forgot-password takes one path, known email or not. */
describe('forgot password', () => {
  it('answers before any lookup, the same for every email, and does the work after', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { deps } = stubDeps(() => gate);
    const answers = [];
    for (const email of ['complete.parent@example.com', 'nobody@example.com']) {
      const answered = await Promise.race([
        Promise.resolve(forgotPassword(deps, email, 'en')),
        // Generous: the answer needs no I/O at all; before the fix it waited for the lookup.
        sleep(5_000).then(() => 'stalled' as const),
      ]);
      answers.push(answered);
    }
    expect(answers).toEqual([{ message: FORGOT_MESSAGE }, { message: FORGOT_MESSAGE }]);
    // Nothing was looked up on the way to either answer.
    expect(deps.resetTokens.requestReset).not.toHaveBeenCalled();
    release();
    await settleBackground();
    expect(deps.resetTokens.requestReset.mock.calls).toEqual([
      ['complete.parent@example.com', 'en'],
      ['nobody@example.com', 'en'],
    ]);
  });

  it('logs a reset email that could not be sent', async () => {
    const failure = new Error('mail store unavailable');
    const { deps, logged } = stubDeps(async () => {
      throw failure;
    });
    expect(forgotPassword(deps, 'complete.parent@example.com', 'en')).toEqual({
      message: FORGOT_MESSAGE,
    });
    await settleBackground();
    expect(logged).toEqual([[{ err: failure }, 'reset email not sent']]);
  });
});
