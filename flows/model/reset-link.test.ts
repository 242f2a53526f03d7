import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { STATE_KEY, saveState } from './persistence';
import { forgetResetLink, heldResetLink, holdResetLink, resetLinkUrl } from './reset-link';

// Suites share one module graph (vitest's isolate: false): another may have left a link held.
beforeEach(forgetResetLink);
afterEach(forgetResetLink);

describe('the reset link, held in memory only', () => {
  const link = { type: 'parent', uid: 'usr_1', token: 'tok/en 1' };

  it('is held until forgotten', () => {
    expect(heldResetLink()).toBeNull();
    holdResetLink(link);
    expect(heldResetLink()).toEqual(link);
    forgetResetLink();
    expect(heldResetLink()).toBeNull();
  });

  it('never reaches the stored session state', () => {
    holdResetLink(link);
    const storage = createMemoryStorage();
    saveState(storage);
    // The link's own token, not the letters "tok": another suite's state may hold a "token" key.
    const stored = storage.getItem(STATE_KEY) ?? '';
    expect(stored).not.toContain('tok/en');
    expect(stored).not.toContain('tok%2Fen');
  });

  it('is sent to the identity service as the link the email carried', () => {
    expect(resetLinkUrl('https://join.example.com', link)).toBe(
      'https://join.example.com/reset-password/parent/usr_1/tok%2Fen%201',
    );
  });
});
