import { useEffect } from 'react';
import { useBrand } from '../lib/brand/brand-context';
import { runtimeConfig } from '../lib/runtime-config';
import { useSession } from '../lib/session/session';
import { loadScripts, thirdPartyScripts } from '../lib/third-party-scripts';

/** Loads the brand's third-party scripts once the session is known (the chat widget depends on the user type). */
export function ThirdPartyScripts() {
  const brand = useBrand();
  const { user, isLoading } = useSession();
  const userTypeId = user?.UserTypeId ?? null;
  useEffect(() => {
    if (isLoading) return;
    const { chatWidgetUrl, sessionRecordingUrl } = runtimeConfig();
    loadScripts(thirdPartyScripts({ brandId: brand.id, userTypeId, chatWidgetUrl, sessionRecordingUrl }));
  }, [brand.id, userTypeId, isLoading]);
  return null;
}
