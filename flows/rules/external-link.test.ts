import { describe, expect, it } from 'vitest';
import { isExternalLink } from './external-link';

const app = 'https://join.example.com';

describe('isExternalLink', () => {
  it('sends other sites and the phone’s own schemes outside the webview', () => {
    expect(isExternalLink('https://apps.apple.com/app/1', app)).toBe(true);
    expect(isExternalLink('tel:+18884832645', app)).toBe(true);
    expect(isExternalLink('mailto:help@example.com', app)).toBe(true);
  });

  it('keeps the app’s own pages, in-page anchors and script URLs where they are', () => {
    expect(isExternalLink('/reset-password/parent', app)).toBe(false);
    expect(isExternalLink('#main', app)).toBe(false);
    expect(isExternalLink('https://join.example.com/?x=1', app)).toBe(false);
    expect(isExternalLink('javascript:void(0)', app)).toBe(false);
  });
});
