import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code they test. Browser journeys live in tests/e2e (Playwright).
export default defineConfig({
  test: {
    include: ['{design-system,flows,server,app,scripts,tests/unit}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
  },
});
