import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../http/errors';
import { loggablePath, MAX_LOGGED_PATH } from '../http/request-log';
import { redactForLogs } from '../log-redact';
import { createLogger } from '../logger';
import { fakeClientDir } from './support/test-client-dir';
import { startTestServer, type TestServer } from './support/test-server';

const JSON_HEADERS = { 'content-type': 'application/json' };

describe('bad requests get a 4xx in the catalogue shape, not a logged 500', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clientDir: fakeClientDir() });
  });
  afterAll(() => server.close());

  const errorLines = () => server.logs.filter((line) => JSON.parse(line).level >= 50);

  it.each([
    [
      'a missing asset (a stale URL after a deploy)',
      'GET',
      '/assets/app-0ld.js',
      404,
      'ERR_NOT_FOUND',
    ],
    ['the assets folder', 'GET', '/assets/', 404, 'ERR_NOT_FOUND'],
    ['the assets folder without its slash', 'GET', '/assets', 404, 'ERR_NOT_FOUND'],
    ['a dot file', 'GET', '/assets/.env', 404, 'ERR_NOT_FOUND'],
    ['a way out of the folder', 'GET', '/assets/..%2f..%2findex.html', 404, 'ERR_NOT_FOUND'],
    ['a POST to an asset', 'POST', '/assets/app.js', 404, 'ERR_NOT_FOUND'],
    ['bad percent-encoding in an asset name', 'GET', '/assets/%ff', 400, 'ERR_BAD_REQUEST'],
    ['bad percent-encoding in an API parameter', 'GET', '/api/v1/bank/%ff', 400, 'ERR_BAD_REQUEST'],
    [
      'bad percent-encoding in a reset link',
      'GET',
      '/reset-password/%ff/a/b',
      400,
      'ERR_BAD_REQUEST',
    ],
  ])('%s', async (_name, method, path, status, code) => {
    const before = errorLines().length;
    const answer = await server.request(method, path);
    expect(answer.status).toBe(status);
    expect(answer.body).toEqual({ code, message: expect.any(String) });
    expect(errorLines()).toHaveLength(before);
  });

  it.each([
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['br', 'br'],
  ])('a JSON body labelled %s that is not compressed', async (_name, encoding) => {
    const before = errorLines().length;
    const answer = await server.request('POST', '/api/v1/phone-check', '{"phoneNumber":"x"}', {
      ...JSON_HEADERS,
      'content-encoding': encoding,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ code: 'ERR_BAD_REQUEST', message: 'The request is not valid.' });
    expect(errorLines()).toHaveLength(before);
  });

  it('still reads a JSON body that really is gzip', async () => {
    const response = await fetch(`${server.url}/api/v1/phone-check`, {
      method: 'POST',
      headers: { ...JSON_HEADERS, 'content-encoding': 'gzip' },
      body: gzipSync('{"phoneNumber":"+15555550101"}'),
    });
    expect(response.status).toBe(200);
  });

  it('answers an unsatisfiable range on an asset with a 416 in JSON', async () => {
    const answer = await server.request('GET', '/assets/app.js', undefined, {
      range: 'bytes=999-1000',
    });
    expect(answer.status).toBe(416);
    expect(answer.body.code).toBe('ERR_BAD_REQUEST');
  });
});

describe('loggablePath', () => {
  it.each([
    ['/reset-password/parent/u1/tok?x=1', '/reset-password/parent/REDACTED/REDACTED'],
    ['/RESET-PASSWORD/parent/u1/tok', '/RESET-PASSWORD/parent/REDACTED/REDACTED'],
    ['/reset-password//u1/tok', '/reset-password//REDACTED/REDACTED'],
    ['/reset-password/parent%2Fu1%2Ftok', '/reset-password/parent/REDACTED/REDACTED'],
    ['/reset-password%2fparent%2fu1%2ftok', '/reset-password%2fparent/REDACTED/REDACTED'],
    ['/Reset-Password%2F%2Fu1%2Ftok', '/Reset-Password%2F/REDACTED/REDACTED'],
    ['/reset-password%252fparent%252fu1', '/reset-password%252fparent/REDACTED/REDACTED'],
    ['/reset-password/parent.u1.tok', '/reset-password/parent/REDACTED/REDACTED'],
    ['//reset-password/parent/u1/tok', '//reset-password/parent/REDACTED/REDACTED'],
    ['/reset-password/parent', '/reset-password/parent'],
    ['/api/v1/user/u1/pre-registered?token=abc', '/api/v1/user/u1/pre-registered'],
  ])('logs %s as %s', (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });

  it('cuts a long path to MAX_LOGGED_PATH with a marker', () => {
    const logged = loggablePath(`/${'a='.repeat(3000)}`);
    expect(logged.length).toBeLessThanOrEqual(MAX_LOGGED_PATH + 40);
    expect(logged).toContain('…[truncated, 6001 characters]');
  });
});

describe('the error handler', () => {
  it('logs an unexpected error with the loggable path, never the raw one', async () => {
    const lines: string[] = [];
    const logger = createLogger({
      level: 'debug',
      redact: redactForLogs,
      destination: new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    });
    const app = express();
    app.get('/{*splat}', () => {
      throw new Error('boom');
    });
    app.use(errorHandler(logger));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/reset-password/parent/usr_q7/tok3n?a=b`);
      expect(answer.status).toBe(500);
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        msg: 'unhandled error',
        path: '/reset-password/parent/REDACTED/REDACTED',
        err: { message: 'boom' },
      });
      expect(lines[0]).not.toMatch(/usr_q7|tok3n/);
    } finally {
      server.close();
    }
  });
});
