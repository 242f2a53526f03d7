import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TOGGLE_DEFAULTS } from '../../flows/rules/toggles';
import { cachedToggles, TOGGLES_FILE_TTL_MS } from './toggles';

describe('cachedToggles', () => {
  it('answers from one read until the file may have changed, then reads it again', async () => {
    const togglesFile = path.join(mkdtempSync(path.join(tmpdir(), 'toggles-')), 'toggles.json');
    writeFileSync(togglesFile, JSON.stringify({ planFlow: true }));
    let now = 0;
    const cache = cachedToggles({ togglesFile, toggleOverrides: {} }, () => now);
    expect(JSON.parse(await cache.answer())).toEqual({
      featureToggles: { ...TOGGLE_DEFAULTS, planFlow: true },
    });

    writeFileSync(togglesFile, JSON.stringify({ planFlow: false }));
    now = TOGGLES_FILE_TTL_MS - 1;
    expect((await cache.toggles()).planFlow).toBe(true);
    now = TOGGLES_FILE_TTL_MS;
    expect((await cache.toggles()).planFlow).toBe(false);
  });

  it('without a file resolves once: defaults, then the overrides', async () => {
    const cache = cachedToggles({ togglesFile: undefined, toggleOverrides: { planFlow: false } });
    const first = await cache.toggles();
    expect(first).toEqual({ ...TOGGLE_DEFAULTS, planFlow: false });
    expect(await cache.toggles()).toBe(first);
  });

  it('reads experiment variants as on or off for the sandbox; the page gets them as sent', async () => {
    const cache = cachedToggles({
      togglesFile: undefined,
      toggleOverrides: {
        requireTokenForApprovers: 'variation_1',
        creditWaitlist: 'variation_1',
        enableCorePriceChange: 'control',
        plaidOAuth: { redirectUri: 'x' },
      },
    });
    expect(await cache.toggles()).toMatchObject({
      requireTokenForApprovers: true,
      creditWaitlist: true,
      enableCorePriceChange: false,
      plaidOAuth: { redirectUri: 'x' },
    });
    expect(JSON.parse(await cache.answer()).featureToggles).toMatchObject({
      requireTokenForApprovers: 'variation_1',
      enableCorePriceChange: 'control',
    });
  });
});
