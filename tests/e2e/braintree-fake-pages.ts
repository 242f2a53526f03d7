/**
 * Stand-ins for the pages and scripts braintree-web loads from hosts no test can reach
 * (braintree-fakes.ts routes them and says why each is faked): Braintree's hosted-field and
 * Venmo desktop frames, Cardinal's Songbird, PayPal's JS SDK.
 */
export const MERCHANT = 'webreg_test';
export const CLIENT_API = `https://api.sandbox.braintreegateway.com:443/merchants/${MERCHANT}/client_api`;

/** framebus 6 on the frame's side: the prefix, the channel's namespace, replies by id. */
const FRAMEBUS = `
  const PREFIX = '/*framebus*/';
  const replies = new Map();
  const handlers = {};
  const send = (event, data, onReply) => {
    const payload = { event: channel + ':' + event, origin: '*', eventData: data };
    if (onReply) {
      payload.reply = crypto.randomUUID();
      replies.set(payload.reply, onReply);
    }
    parent.postMessage(PREFIX + JSON.stringify(payload), '*');
  };
  window.addEventListener('message', (message) => {
    if (typeof message.data !== 'string' || !message.data.startsWith(PREFIX)) return;
    const payload = JSON.parse(message.data.slice(PREFIX.length));
    if (replies.has(payload.event)) return replies.get(payload.event)(payload.eventData);
    if (!payload.event.startsWith(channel + ':')) return;
    const reply = payload.reply
      ? (data) => message.source.postMessage(
          PREFIX + JSON.stringify({ event: payload.reply, origin: message.origin, eventData: data }),
          message.origin)
      : undefined;
    handlers[payload.event.slice(channel.length + 1)]?.(payload.eventData, reply);
  });
`;

/**
 * Braintree's hosted field frame: one input, named as Braintree names the field. The number's
 * frame answers the tokenisation request: it reads its sibling frames (one origin), checks
 * them as Braintree's frame does, and tokenises through the client API.
 */
export const HOSTED_FIELD_FRAME = `<!doctype html><html lang="en"><body style="margin:0">
<input style="width:100%;border:0;font:inherit">
<script>
  const channel = location.hash.slice(1);
  const field = window.name.replace('braintree-hosted-field-', '');
  const labels = { number: 'Credit Card Number', expirationDate: 'Expiration Date', cvv: 'CVV', postalCode: 'Postal Code' };
  const input = document.querySelector('input');
  input.setAttribute('aria-label', labels[field]);
  ${FRAMEBUS}
  send('hosted-fields:FRAME_READY', { field }, () => {});
  const valueOf = (name) => {
    const frame = parent.frames['braintree-hosted-field-' + name];
    return (frame ? frame.document.querySelector('input').value : '').replace(/\\s/g, '');
  };
  const valid = {
    number: (v) => /^\\d{15,16}$/.test(v),
    expirationDate: (v) => /^(0[1-9]|1[0-2])\\/?\\d{2}$/.test(v),
    cvv: (v) => /^\\d{3,4}$/.test(v),
    postalCode: (v) => /^\\d{5}$/.test(v),
  };
  if (field === 'number') handlers['hosted-fields:TOKENIZATION_REQUEST'] = async (_options, reply) => {
    const values = Object.fromEntries(Object.keys(valid).map((name) => [name, valueOf(name)]));
    if (Object.values(values).every((v) => v === ''))
      return reply([{ type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_EMPTY', message: 'All fields are empty. Cannot tokenize empty card fields.' }, null]);
    const invalid = Object.keys(valid).filter((name) => !valid[name](values[name]));
    if (invalid.length)
      return reply([{ type: 'CUSTOMER', code: 'HOSTED_FIELDS_FIELDS_INVALID', message: 'Some payment input fields are invalid. Cannot tokenize invalid card fields.', details: { invalidFieldKeys: invalid } }, null]);
    const response = await fetch('${CLIENT_API}/v1/payment_methods/credit_cards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ creditCard: { number: values.number, expirationDate: values.expirationDate, cvv: values.cvv, billingAddress: { postalCode: values.postalCode } } }),
    });
    const card = (await response.json()).creditCards[0];
    reply([null, card]);
  };
</script></body></html>`;

/**
 * Venmo's desktop frame: its QR code page, as a dialog with a close button (the person closes
 * it: VENMO_DESKTOP_CUSTOMER_CANCELED). The SDK polls Braintree for the payment context while
 * it shows; the GraphQL fake approves it when the test says the person scanned and approved.
 */
export const VENMO_DESKTOP_FRAME = `<!doctype html><html lang="en"><body>
<div role="dialog" aria-label="Venmo"><p>Scan this code with the Venmo app</p>
<button type="button">Close Venmo</button></div>
<script>
  const channel = location.hash.slice(1).replace(/^[A-Z]+_/, '');
  ${FRAMEBUS}
  handlers['VENMO_DESKTOP_DISPLAY_QR_CODE'] = (data) => { document.body.dataset.context = data.id; };
  document.querySelector('button').onclick = () => send('VENMO_DESKTOP_CUSTOMER_CANCELED');
  send('VENMO_DESKTOP_IFRAME_READY');
</script></body></html>`;

/**
 * Cardinal's Songbird as braintree-web drives it: setup answers with a device data session,
 * continue('cca') shows the bank's challenge and reports it validated (passed or failed, from
 * the lookup's payload) with a response JWT Braintree then authenticates.
 */
export const SONGBIRD_SCRIPT = `window.Cardinal = {
  handlers: {},
  on(event, handler) { this.handlers[event] = handler; },
  off(event) { delete this.handlers[event]; },
  configure() {},
  setup(kind, data) {
    window.cardinalSetup = { kind, jwt: data.jwt };
    setTimeout(() => this.handlers['payments.setupComplete']?.({ sessionId: 'df-reference-1' }));
  },
  trigger() { return Promise.resolve({ Status: true }); },
  continue(kind, challenge, order) {
    window.cardinalChallenges = [...(window.cardinalChallenges || []), { kind, challenge, order }];
    const passed = challenge.Payload === 'pass';
    setTimeout(() => this.handlers['payments.validated']?.(
      { ActionCode: passed ? 'SUCCESS' : 'FAILURE', Validated: true, ErrorNumber: 0, Payment: { ExtendedData: {} } },
      passed ? 'cardinal-validated-pass' : 'cardinal-validated-fail'), 50);
  },
};`;

/**
 * PayPal's JS SDK: Buttons draws PayPal's button; its click asks the merchant's
 * createBillingAgreement for the token, then PayPal's window approves (onApprove with the
 * billing token, as PayPal's does) or is closed (onCancel), as the test's outcomes say.
 */
export const PAYPAL_SDK = `window.paypal = {
  FUNDING: { PAYPAL: 'paypal' },
  Buttons(options) {
    return {
      isEligible: () => options.fundingSource === 'paypal',
      render(selector) {
        const button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.onclick = async () => {
          const billingToken = await options.createBillingAgreement();
          const outcome = (window.paypalOutcomes || []).shift() || 'cancel';
          if (outcome === 'approve') await options.onApprove({ billingToken, payerID: 'PAYER-FAKE' });
          else options.onCancel({ billingToken });
        };
        document.querySelector(selector).append(button);
        return Promise.resolve();
      },
      close: () => Promise.resolve(),
    };
  },
};`;
