import { LoadingArea } from '@marketplace/ui';

export function RoutePending() {
  return <LoadingArea />;
}
