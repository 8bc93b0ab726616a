import { redirect } from '@tanstack/react-router';
import { currentBrand } from '../../lib/brand/brand-context';

/** The trade-in brand serves the standalone flow (issue #12 item 6); every other brand appraises in the wizard. */
export const isStandaloneBrand = (brandId: string): boolean => brandId === 'trade-in';

/** `beforeLoad` of the standalone pages: another brand's visitor is sent to the wizard. */
export function standaloneBrandOnly({ params }: { params: { lang: string } }): void {
  if (!isStandaloneBrand(currentBrand().id)) throw redirect({ to: '/$lang/trade-in', params: { lang: params.lang }, replace: true });
}
