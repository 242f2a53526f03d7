import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { systemClock } from './clock';
import { sendMessage } from './outbox';

describe('the SMS sender', () => {
  it('refuses to text or call a number outside the US area codes, before it writes anything', async () => {
    // No database: the refusal comes first, so a forgetful caller never reaches a carrier.
    const db = {} as Db;
    for (const recipient of ['+18765550123', '+14165550123', '+19005550123', '+447946095800']) {
      for (const channel of ['sms', 'voice'] as const) {
        await expect(
          sendMessage(db, systemClock, {
            channel,
            kind: 'code',
            recipient,
            body: 'Your code is 123456',
          }),
        ).rejects.toThrow('Refused to text a number outside the US area codes.');
      }
    }
  });
});
