import * as React from 'react';
import { Layout, type LayoutType } from '../design-system/primitives/layout';
import { PhoneEntryScreen } from '../design-system/screens/phone-entry/phone-entry-screen';

/**
 * The application shell. Until the flow containers land it hosts the first step on its own;
 * it must render the same markup on the server (prerender) and in the browser (hydration).
 */
export function Shell({ layoutType }: { layoutType: LayoutType }) {
  const [phoneNumber, setPhoneNumber] = React.useState('');
  // Effects run only after hydration has committed; browser tests wait for this mark.
  React.useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <Layout layoutType={layoutType}>
      <PhoneEntryScreen
        phoneNumber={phoneNumber}
        onPhoneNumberChange={setPhoneNumber}
        onContinue={() => {}}
      />
    </Layout>
  );
}
