import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { createTokens } from '../sandbox/jwt';
import {
  confirmPhone,
  nextPhone,
  startParentRegistration,
  TEST_PASSWORD,
} from '../tests/support/test-flows';
import { startTestServer, type TestServer } from '../tests/support/test-server';
import type { FuzzContext } from './generators';
import { walkSteps } from './steps';

// startTestServer's JWT_SECRET: the suite forges tokens of the wrong purpose with it.
const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A stand-in for the built client: enough for the static routes to be mounted. */
function fakeClientDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'webreg-fuzz-client-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>webreg</title></head><body></body></html>',
  );
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'export {};\n');
  return dir;
}

/** Tokens an attacker could have: wrong purpose, expired, another key, no signature at all. */
async function forgedTokens(userId: string): Promise<string[]> {
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const yesterday = () => new Date(Date.now() - 86_400_000);
  const signed = createTokens(key);
  const expired = createTokens(key, yesterday);
  const none = (claims: object) =>
    `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  return [
    await signed.sign({ sub: userId, purpose: 'access' }, 600),
    await signed.sign({ sub: 'usr_does_not_exist', purpose: 'session' }, 600),
    await signed.sign({ sub: 'reg_does_not_exist', purpose: 'registration' }, 600),
    await expired.sign({ sub: userId, purpose: 'session' }, 60),
    await new SignJWT({ sub: userId, purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-key-another-key-another-key-0000')),
    none({ sub: userId, purpose: 'session', iss: 'webreg-sandbox' }),
  ];
}

export type FuzzServer = {
  server: TestServer;
  context: FuzzContext;
  /** Puts a step's registration back where it stood (steps.ts). */
  restore: (token: string) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * The real server with a client stand-in, behind a trusted loopback proxy (so X-Forwarded-For
 * is read), and credentials from real flows: an access token, registrations at several steps,
 * a session, and forged tokens.
 */
export async function startFuzzServer(kind: 'pglite' | 'postgres'): Promise<FuzzServer> {
  const clientDir = fakeClientDir();
  const server = await startTestServer({ kind, clientDir, env: { TRUST_PROXY: 'loopback' } });
  const walked = await walkSteps(server);
  const atName = await startParentRegistration(server);
  await atName.answer({ set_user_email: `${atName.phoneNumber.slice(1)}@example.com` });
  const created = await atName.answer({ set_user_password_and_confirm: TEST_PASSWORD });
  const userId = created.userId as string;
  const context: FuzzContext = {
    accessToken: await confirmPhone(server, nextPhone(), 'device-fuzz'),
    registrationTokens: walked.steps.map((step) => step.token),
    steps: walked.steps,
    sessionToken: atName.sessionToken() ?? '',
    userIds: [userId, 'usr_does_not_exist'],
    forgedTokens: await forgedTokens(userId),
  };
  return {
    server,
    context,
    restore: walked.restore,
    close: async () => {
      await server.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
