import { type APIRequestContext, expect } from '@playwright/test';

export type OutboxMessage = {
  channel: 'sms' | 'voice' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  data: {
    code?: string;
    link?: string;
    token?: string;
    userId?: string;
    amount1?: string;
    amount2?: string;
  };
};

/** The sandbox's messages to one recipient, newest first, as their phone or inbox shows them. */
export async function outbox(request: APIRequestContext, recipient: string) {
  const response = await request.get(`/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** Waits for the newest message to a recipient that matches, and returns it. */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
  matches: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect(async () => {
    found = (await outbox(request, recipient)).find(matches);
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}

/** The newest code texted to a number. */
export async function latestCode(request: APIRequestContext, e164: string): Promise<string> {
  const message = await latestMessage(request, e164, (m) => m.channel === 'sms' && !!m.data.code);
  return message.data.code!;
}

/** The two micro-deposits (or card charges) of the newest bank statement sent to an email. */
export async function latestDeposits(
  request: APIRequestContext,
  email: string,
): Promise<[string, string]> {
  const statement = await latestMessage(request, email, (m) => !!m.data.amount1);
  return [statement.data.amount1!, statement.data.amount2!];
}
