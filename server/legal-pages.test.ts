import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_PATHS } from '../vocabulary/legal-links';
import { legalPages } from './legal-pages';

describe("the first page's legal links", () => {
  let base = '';
  let close = () => {};
  beforeAll(async () => {
    const app = express();
    app.use(legalPages({ terms: 'https://harbor.example/legal/terms?v=3' }));
    app.use((_req, res) => res.status(404).send('app'));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("sends a configured document on to the provider's page", async () => {
    const response = await fetch(`${base}${LEGAL_PATHS.terms}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://harbor.example/legal/terms?v=3');
  });

  it('shows a stand-in naming the variable for one not configured, and leaves other paths', async () => {
    const response = await fetch(`${base}${LEGAL_PATHS.smsTerms}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('SMS_TERMS_URL');
    expect((await fetch(`${base}/legal/other`)).status).toBe(404);
  });
});
