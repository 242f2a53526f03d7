import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it("replaces the reset link's last segment, keeping the role and the rest", () => {
    expect(redactUrl('https://join.example.com/reset-password/parent/42/s3cr3t-t0ken?x=1')).toBe(
      'https://join.example.com/reset-password/parent/42/REDACTED?x=1',
    );
    expect(redactUrl('/reset-password/child/7/abc#top')).toBe(
      '/reset-password/child/7/REDACTED#top',
    );
  });

  it('masks every query value under a sensitive name and keeps the harmless ones', () => {
    expect(
      redactUrl(
        '/lta-redirect?role=parent&legacyAccessToken=lat1&phoneNumber=%2B15555550101&appOs=ios',
      ),
    ).toBe('/lta-redirect?role=parent&legacyAccessToken=REDACTED&phoneNumber=REDACTED&appOs=ios');
    expect(redactUrl('/?authToken=a&accessToken=b&email=c%40d.com&layoutType=compact')).toBe(
      '/?authToken=REDACTED&accessToken=REDACTED&email=REDACTED&layoutType=compact',
    );
  });

  it('leaves a clean address as it was', () => {
    expect(redactUrl('https://join.example.com/?appOs=android&appVersion=5.1')).toBe(
      'https://join.example.com/?appOs=android&appVersion=5.1',
    );
  });
});
