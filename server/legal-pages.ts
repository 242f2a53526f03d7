import type { RequestHandler } from 'express';
import { LEGAL_PATHS, type LegalDocument } from '../vocabulary/legal-links';

/** Where each document is (TERMS_URL, PRIVACY_URL, SMS_TERMS_URL); unset: the sandbox's stand-in. */
export type LegalUrls = Partial<Record<LegalDocument, string>>;

const TITLES: Record<LegalDocument, string> = {
  terms: 'Terms',
  privacy: 'Privacy policy',
  smsTerms: 'SMS terms',
};

const DOCUMENTS = Object.keys(LEGAL_PATHS) as LegalDocument[];

/**
 * The first page's legal links (vocabulary/legal-links.ts). A configured document is a redirect
 * to the provider's own page; an unconfigured one is a short stand-in page that says which
 * variable to set, so the sandbox's links go somewhere honest instead of to the app.
 */
export function legalPages(urls: LegalUrls): RequestHandler {
  return (req, res, next) => {
    const document = DOCUMENTS.find((name) => LEGAL_PATHS[name] === req.path);
    if (!document || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    const url = urls[document];
    if (url) {
      res.redirect(302, url);
      return;
    }
    const title = TITLES[document];
    res
      .type('html')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title} – Harbor</title>` +
          `<h1>${title}</h1><p>This deployment links no ${title.toLowerCase()} yet: its operator ` +
          `sets ${LEGAL_VARIABLES[document]} (server/README.md).</p><p><a href="/">Back to sign up</a></p></html>`,
      );
  };
}

/** The environment variable of each document. */
export const LEGAL_VARIABLES: Record<LegalDocument, string> = {
  terms: 'TERMS_URL',
  privacy: 'PRIVACY_URL',
  smsTerms: 'SMS_TERMS_URL',
};

/** The provider's site's default path of each document, under PROVIDER_HOME_URL. */
export const LEGAL_DEFAULT_PATHS: Record<LegalDocument, string> = {
  terms: 'terms',
  privacy: 'privacy',
  smsTerms: 'sms-terms',
};
