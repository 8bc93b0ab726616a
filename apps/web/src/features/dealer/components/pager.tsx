import { Trans } from '@lingui/react/macro';
import { Button } from '@marketplace/ui';

/** Previous / "Page n of m" / Next under a dealer table. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <div className="dealer-pager">
      <Button size="small" variant="outlined" disabled={page === 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span><Trans>Page {page} of {pages}</Trans></span>
      <Button size="small" variant="outlined" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </div>
  );
}
