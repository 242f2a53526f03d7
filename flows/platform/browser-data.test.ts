import { expect, it } from 'vitest';
import { browserData } from './browser-data';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

it('carries every field of section 7 the browser gives, ip addresses as the server saw them', () => {
  expect(
    browserData(
      {
        navigator: {
          userAgent: PIXEL,
          language: 'en-US',
          plugins: [{ name: 'PDF Viewer' }],
        },
        screen: { width: 412, height: 915 },
        fonts: [
          { family: '"Inter"', status: 'loaded' },
          { family: 'Inter', status: 'loaded' },
          { family: 'Unused', status: 'unloaded' },
        ],
        timeZone: 'America/Chicago',
      },
      '203.0.113.7',
    ),
  ).toEqual({
    ip_addresses: ['203.0.113.7'],
    deviceOs: 'Android',
    browser: 'Chrome 126.0.0.0',
    timeZone: 'America/Chicago',
    language: 'en-US',
    currentResolution: '412x915',
    plugins: ['PDF Viewer'],
    userAgent: PIXEL,
    fonts: ['Inter'],
  });
});

it('leaves out what it does not know rather than guessing', () => {
  const data = browserData(
    {
      navigator: { userAgent: 'curl/8', language: 'fr' },
      screen: { width: 1, height: 1 },
      timeZone: undefined,
    },
    null,
  );
  expect(data).not.toHaveProperty('ip_addresses');
  expect(data).not.toHaveProperty('deviceOs');
  expect(data).not.toHaveProperty('browser');
  expect(data).not.toHaveProperty('timeZone');
});
