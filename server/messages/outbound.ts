import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LOCALES, type Locale } from '../../vocabulary/locales';
import { OUTBOUND_EN, type OutboundMessageId } from './outbound-en';
import { OUTBOUND_ES } from './outbound-es';

const CATALOGUES: Record<Locale, Record<OutboundMessageId, string>> = {
  en: OUTBOUND_EN,
  es: OUTBOUND_ES,
};

// One instance per language, so no request ever switches the language under another; the
// server compiles the templates as it first uses them (the browser's catalogues come compiled).
const byLocale = Object.fromEntries(
  LOCALES.map((locale) => {
    const i18n = setupI18n({ locale, messages: { [locale]: CATALOGUES[locale] } });
    i18n.setMessagesCompiler(compileMessage);
    return [locale, i18n];
  }),
) as Record<Locale, I18n>;

/** A template in the family's language, its values filled in (ICU plurals for the locale). */
export const outboundText = (
  locale: Locale,
  id: OutboundMessageId,
  values: Record<string, string | number> = {},
): string => byLocale[locale]._(id, values);
