import * as React from 'react';
import { useText } from '../../design-system/lib/text';
import { stepTitle } from '../rules/page-title';

/**
 * Keeps document.title on the step shown: its heading and the product, "Error: " first while
 * an error summary shows. The title is the first thing a screen reader announces on a new
 * page and what a tab or the history list shows, so it follows every step, every question
 * group and every failed submit, whichever screen draws them. A heading that names the person
 * gives its title in data-title instead: a title travels with analytics page events.
 */
export function StepTitle({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  const errorPrefix = useText()('page.errorPrefix');
  React.useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      const heading = root.querySelector<HTMLElement>('[data-step-heading]');
      const text = heading?.dataset.title ?? heading?.textContent;
      if (!text) return;
      const errors = root.querySelector('[data-slot="error-summary"]') !== null;
      const title = stepTitle(text, errors ? errorPrefix : undefined);
      if (document.title !== title) document.title = title;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [errorPrefix]);
  return (
    <div ref={ref} className="contents">
      {children}
    </div>
  );
}
