import { Router } from 'express';

const OPTION_NAMES = { paypal: 'PayPal', venmo: 'Venmo' } as const;
type Option = keyof typeof OPTION_NAMES;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/**
 * The sandbox's PayPal and Venmo window (flows/platform/sandbox-payments opens it): the
 * provider's approval page in test mode. Approve or Cancel lands on /approve/done with the
 * result in the address, which the opener (same origin) reads; no script, so the CSP stays.
 */
export function paymentsPageRouter(): Router {
  const router = Router();
  router.get('/approve', (req, res) => {
    const option = String(req.query.option) as Option;
    if (!Object.hasOwn(OPTION_NAMES, option)) {
      res.status(404).type('text').send('Unknown payment option.');
      return;
    }
    const name = OPTION_NAMES[option];
    const done = (result: string) =>
      `/sandbox/payments/approve/done?option=${option}&amp;result=${result}`;
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        page(
          `Sandbox ${name}`,
          `<h1>Sandbox ${name}</h1><p>Let the family account add money from this ${name} account?</p>` +
            `<p><a href="${done('approved')}">Approve</a></p><p><a href="${done('cancelled')}">Cancel</a></p>`,
        ),
      );
  });
  router.get('/approve/done', (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(page('Sandbox payment window', '<p>You can close this window.</p>'));
  });
  return router;
}
