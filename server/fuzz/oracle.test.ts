import { describe, expect, it } from 'vitest';
import { errorLogLines, problemsWith } from './oracle';

// The attack suite is only as good as its checks: each must catch what it is there for.
const request = { method: 'POST', path: '/api/v1/phone-check' };
const answer = (status: number, body: unknown) => ({
  status,
  headers: {},
  text: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the attack suite oracle', () => {
  it('flags a 5xx, an error that is not JSON or lacks a code and a message', () => {
    expect(problemsWith(answer(500, { code: 'ERR_INTERNAL', message: 'x' }), request)).toEqual([
      'status 500',
    ]);
    expect(problemsWith(answer(404, 'Not Found'), request)).toEqual([
      'an error answered without a JSON body',
    ]);
    expect(problemsWith(answer(400, { message: 'x' }), request)).toEqual([
      'an error body without a code and a message',
    ]);
    expect(problemsWith(answer(405, ''), { ...request, method: 'HEAD' })).toEqual([]);
  });

  it('flags stacks, source paths, SQL and error dumps in any body', () => {
    const leaks = [
      'Error: boom\n    at parse (/work/app/server.ts:10:5)',
      'at Object.<anonymous> (/srv/app/index.js:1:1)',
      'failed in /work/wt/x/node_modules/pg/lib/client.js',
      'invalid input syntax for type bigint: "1.5"',
      'select id from users where email = $1',
      'TypeError: Cannot convert object to primitive value',
    ];
    for (const message of leaks) {
      expect(problemsWith(answer(400, { code: 'E', message }), request)).not.toEqual([]);
      expect(problemsWith(answer(200, { prefilled: { name: message } }), request)).not.toEqual([]);
    }
  });

  it('lets through the catalogue’s words and what the caller sent, handed back', () => {
    const words = {
      code: 'ERR_INVALID_AMOUNT',
      message: 'Please enter an amount between $20 and $10,000.',
    };
    expect(problemsWith(answer(200, words), request)).toEqual([]);
    const sent = { ...request, body: JSON.stringify({ answers: { n: ' select a from b ' } }) };
    expect(problemsWith(answer(200, { prefilled: { n: 'select a from b' } }), sent)).toEqual([]);
  });

  it('finds error lines logged after a point, and only those', () => {
    const logs = ['{"level":50,"msg":"old"}', '{"level":30}', '{"level":50,"msg":"new"}'];
    expect(errorLogLines(logs, 1)).toEqual(['{"level":50,"msg":"new"}']);
  });
});
