import * as React from 'react';
import { useSnapshot } from 'valtio';
import { MessagesProvider } from '../design-system/lib/text';
import { Layout } from '../design-system/primitives/layout';
import { chooseLanguage } from '../flows/actions/language-actions';
import { registrationState } from '../flows/model/registration-state';
import { useCatalogue } from '../flows/platform/catalogues';
import { routeExternalLinks } from '../flows/platform/external-links';
import { StepRouter } from '../flows/router/step-router';
import { StepErrorBoundary } from '../flows/shell/error-boundary';
import { StepTitle } from '../flows/shell/step-title';
import { HYDRATED_ATTRIBUTE, RESUMING_ATTRIBUTE } from './first-paint-marks';
import { takeHeldPress } from './held-press';

/** The application shell: the page frame in the session's layout type around the current step. */
export function Shell() {
  const { layoutType, embeddedWebreg, locale } = useSnapshot(registrationState);
  const messages = useCatalogue(locale);
  // Effects run only after hydration has committed; browser tests wait for this mark, and the
  // page's first-paint script hands presses over to the app from then (app/first-paint-script.ts).
  React.useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    // The family's own step is on screen: the neutral page of a load mid-sign-up gives way.
    document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
    takeHeldPress(document);
  }, []);
  React.useEffect(
    () => (embeddedWebreg ? routeExternalLinks(window) : undefined),
    [embeddedWebreg],
  );
  return (
    <MessagesProvider value={messages} locale={locale}>
      <Layout
        layoutType={layoutType}
        locale={locale}
        onLocaleChange={(chosen) => void chooseLanguage(chosen, document)}
      >
        {/* Steps show personal data as text (the number, a first name, an email suggestion), not
          only in inputs: monitoring's session replays and action names mask all of it. */}
        <div data-dd-privacy="mask" className="contents">
          <StepTitle>
            <StepErrorBoundary>
              <StepRouter />
            </StepErrorBoundary>
          </StepTitle>
        </div>
      </Layout>
    </MessagesProvider>
  );
}
