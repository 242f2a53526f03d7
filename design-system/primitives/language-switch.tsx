import { LANGUAGE_NAMES, LOCALE_PARAM, LOCALES, type Locale } from '../../vocabulary/locales';
import { useText } from '../lib/text';

export type LanguageSwitchProps = {
  locale: Locale;
  /** Changes the page's language in place; before the script runs the link loads the page in it. */
  onLocaleChange: (locale: Locale) => void;
};

/**
 * GOV.UK's language toggle: every language by its own name, the shown one marked current.
 * Each is a link that works before the script runs (the server answers ?locale= in that
 * language); once the app runs, it switches in place and keeps everything typed.
 */
export function LanguageSwitch({ locale, onLocaleChange }: LanguageSwitchProps) {
  const text = useText();
  return (
    <nav aria-label={text('page.languages')} className="text-sm">
      <ul className="flex gap-3">
        {LOCALES.map((option) => (
          <li key={option}>
            {option === locale ? (
              <span aria-current="true" className="font-bold text-ink-900">
                {LANGUAGE_NAMES[option]}
              </span>
            ) : (
              <a
                href={`?${LOCALE_PARAM}=${option}`}
                lang={option}
                hrefLang={option}
                className="text-brand-700 underline underline-offset-4"
                onClick={(event) => {
                  event.preventDefault();
                  onLocaleChange(option);
                }}
              >
                {LANGUAGE_NAMES[option]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
