import { Trans, useLingui } from '@lingui/react/macro';
import { Button, useSnackbar } from '@marketplace/ui';
import { useEffect, useId, useRef } from 'react';
import { Section } from '../../../lib/section';
import { ToolPage } from '../../../lib/tool-page';
import { useLang } from '../../../lib/use-lang';
import { ConfigurationTab } from './configuration-tab';
import './dealer.css';

/** What a dealer pastes into their site: the place of the widget, then its script (ADR 0027). */
export function widgetSnippet(origin: string, companyId: number, lang: string): string {
  return `<div data-marketplace-widget="${companyId}" data-lang="${lang}"></div>\n<script src="${origin}/widgets/${companyId}.js" async></script>`;
}

/**
 * `/{lang}/company/{companyId}/widget`: the company's embeddable inventory widget (a live preview, the snippet to copy,
 * what a strict Content-Security-Policy must allow, its settings) and the partners' API documentation.
 */
export function WidgetPage({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  const snippetId = useId();
  const origin = window.location.origin;
  const snippet = widgetSnippet(origin, companyId, lang);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      snackbar.enqueue({ message: t`The snippet is copied.`, variant: 'success' });
    } catch {
      (document.getElementById(snippetId) as HTMLTextAreaElement | null)?.select();
      snackbar.enqueue({ message: t`Select the snippet and copy it with your keyboard.`, variant: 'info' });
    }
  };
  return (
    <ToolPage title={t`Widget and API`} className="dealer"
      intro={<Trans>Show your inventory on your own website, with a Buy online button on each vehicle and a Trade in button.</Trans>}>
      <Section title={<Trans>Snippet</Trans>}>
        <label htmlFor={snippetId}><Trans>Paste this code where the inventory should appear on your site:</Trans></label>
        <textarea id={snippetId} className="dealer-snippet" readOnly value={snippet} rows={3} />
        <div className="form-actions">
          <Button onClick={() => void copy()}><Trans>Copy the snippet</Trans></Button>
        </div>
        <p><Trans>If your site sends a Content-Security-Policy, allow this address in script-src, connect-src and img-src:</Trans></p>
        <pre className="dealer-code">{origin}</pre>
        <p><Trans>The widget needs no inline script or style, and sends no cookie.</Trans></p>
      </Section>
      <Section title={<Trans>Preview</Trans>}>
        <WidgetPreview companyId={companyId} lang={lang} />
      </Section>
      <Section title={<Trans>Widget settings</Trans>}>
        <p><Trans>Colours, number of vehicles and buttons. Your Shopicar administrator changes them.</Trans></p>
        <ConfigurationTab section="widget" companyId={companyId} readOnly />
      </Section>
      <Section title={<Trans>API documentation for partners</Trans>}>
        <p><Trans>Partners connect to the marketplace with its HTTP API, described in OpenAPI 3.1.</Trans></p>
        <ul>
          <li><a href="/api/docs" target="_blank" rel="noopener"><Trans>Interactive API documentation</Trans></a></li>
          <li><a href="/api/docs/openapi.json" target="_blank" rel="noopener"><Trans>OpenAPI document (JSON)</Trans></a></li>
        </ul>
      </Section>
    </ToolPage>
  );
}

/** The widget itself, loaded exactly as a dealer's site loads it (the same script, from this site). */
function WidgetPreview({ companyId, lang }: { companyId: number; lang: string }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = `/widgets/${companyId}.js`;
    script.async = true;
    host.current?.after(script);
    return () => script.remove();
  }, [companyId]);
  return <div ref={host} className="dealer-preview" data-marketplace-widget={companyId} data-lang={lang} data-testid="widget-preview" />;
}
