import type { Request } from 'express';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Logger } from '../../logger';
import type { BraintreeCredentials } from '../../payments-config';
import type { Clock } from '../clock';
import type { QuestionHandler } from '../flows/types';
import type { InvitationBudget } from '../invitation-budget';
import type { Tokens } from '../jwt';
import type { LoginThrottle } from '../login-throttle';
import type { ScryptCost } from '../passwords';
import type { PinEngine } from '../pins';
import type { ResetTokens } from '../reset-tokens';

/** Everything a sandbox service needs, built once per app. */
export type SandboxDeps = {
  db: Db;
  clock: Clock;
  /** For work that outlives its request (the reset email): its failures are logged here. */
  logger: Logger;
  tokens: Tokens;
  pins: PinEngine;
  resetTokens: ResetTokens;
  handlers: Record<string, QuestionHandler>;
  scryptCost?: ScryptCost;
  dummyPasswordHash: Promise<string>;
  toggles: () => Promise<Record<string, unknown>>;
  /** Wrong passwords in a row per phone number (login-throttle.ts). */
  loginThrottle: LoginThrottle;
  /** The invitation-text budgets of one request (invitation-budget.ts). */
  invitationBudget: (req: Request) => InvitationBudget;
  /** PAYMENTS_PROVIDER=braintree: client tokens come from Braintree, not the sandbox. */
  braintree?: BraintreeCredentials | undefined;
};

/** A refusal the route turns into an HTTP answer: status, catalogue code and words. */
export class ServiceError extends HttpError {}

export const TOKEN_LIFETIME = {
  access: 30 * 60,
  registration: 24 * 60 * 60,
  session: 60 * 60,
} as const;
