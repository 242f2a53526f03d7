import express, { type Router } from 'express';
import type { Db } from '../db/database';
import { readOutbox } from './outbox';

/**
 * GET /sandbox/outbox?recipient=+15555550100&limit=10: what the sandbox "sent", newest first.
 * A development mail catcher: mounted only when the outbox is enabled (never in production).
 */
export function outboxRouter(db: Db): Router {
  const router = express.Router();
  router.get('/', async (req, res) => {
    const recipient = typeof req.query.recipient === 'string' ? req.query.recipient : undefined;
    const limit = Math.min(Number(req.query.limit) || 50, 200);
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
