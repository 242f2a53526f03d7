import express, { type Router } from 'express';
import * as z from 'zod/mini';
import type { Db } from '../db/database';
import { isUnsafeText, parseWith } from '../http/validate';
import { readOutbox } from './outbox';

const OUTBOX_LIMIT = { default: 50, max: 200 } as const;

/**
 * The query, read strictly: a limit the database would refuse (-1, 1.5) or a repeated key
 * (?limit=1&limit=2 arrives as an array) is a 400, not a 500 from the database.
 * @internal
 */
export const outboxQuery = z.object({
  recipient: z.optional(
    z.string().check(
      z.minLength(1),
      z.maxLength(254),
      z.refine((text) => !isUnsafeText(text)),
    ),
  ),
  limit: z._default(
    z.pipe(
      z.string().check(z.regex(/^\d{1,3}$/)),
      z.pipe(
        z.transform((text: string) => Number(text)),
        z.number().check(z.gte(1), z.lte(OUTBOX_LIMIT.max)),
      ),
    ),
    OUTBOX_LIMIT.default,
  ),
});

/**
 * GET /sandbox/outbox?recipient=+15555550100&limit=10: what the sandbox "sent", newest first.
 * A development mail catcher: mounted only when the outbox is enabled (never in production).
 */
export function outboxRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const { recipient, limit } = parseWith(outboxQuery, { ...req.query });
    const messages = await readOutbox(db, { ...(recipient ? { recipient } : {}), limit });
    res.json({
      messages: messages.map((m) => ({
        id: m.id,
        channel: m.channel,
        recipient: m.recipient,
        subject: m.subject,
        body: m.body,
        data: m.data,
        createdAt: m.created_at.toISOString(),
      })),
    });
  });
  return router;
}
