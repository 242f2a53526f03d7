import { useText } from '../lib/text';

/** "Error: " before a field's message, heard by screen readers only (GOV.UK's error message). */
export function ErrorPrefix() {
  const text = useText();
  return <span className="sr-only">{`${text('page.errorPrefix')} `}</span>;
}
