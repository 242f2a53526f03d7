import { describe, expect, it } from 'vitest';
import { leaksIn, secretsOfRequest } from '../support/leaks';

describe('leak guard', () => {
  it('collects values under sensitive names from bodies, queries and reset links', () => {
    const secrets = secretsOfRequest(
      'http://127.0.0.1:1/api/v1/valid-email?email=Jane%40Example.com&role=parent',
      JSON.stringify({
        phone_number: '+15555550190',
        answers: {
          set_legal_first_name: { firstName: 'Pat' },
          verify_identity: { ssn: '123450001' },
        },
        registrationToken: 'eyJhbGciOi.payload.sig',
        role: 'parent',
      }),
    );
    expect([...secrets].sort()).toEqual(
      [
        '+15555550190',
        '5555550190',
        'Jane@Example.com',
        'jane@example.com',
        'Pat',
        '123450001',
        'eyJhbGciOi.payload.sig',
      ].sort(),
    );
    expect(secretsOfRequest('http://h/reset-password/parent/42/s3cret-token?x=1', null)).toEqual(
      new Set(['s3cret-token']),
    );
  });

  it('finds a secret as a whole word only', () => {
    expect(leaksIn('{"event":"Path","first":"Pat"}', ['Pat'])).toEqual(['Pat']);
    expect(leaksIn('GET /Path 200', ['Pat'])).toEqual([]);
    expect(leaksIn('sms to [PHONE] sent', ['5555550190'])).toEqual([]);
    expect(leaksIn('sms to +15555550190 sent', ['5555550190'])).toEqual(['5555550190']);
    expect(leaksIn('sms to 15555550190 sent', ['5555550190'])).toEqual(['5555550190']);
    // A code by chance inside a longer run of digits or a hex id is not that code.
    expect(leaksIn('{"time":1764628482987,"trace":"a1482987f"}', ['482987'])).toEqual([]);
    expect(leaksIn('{"confirmCode":"482987"}', ['482987'])).toEqual(['482987']);
    expect(leaksIn('ssn=123450001&', ['123450001'])).toEqual(['123450001']);
  });
});
