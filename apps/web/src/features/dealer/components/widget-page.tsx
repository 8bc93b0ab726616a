import { Trans, useLingui } from '@lingui/react/macro';
import { Button, LoadingArea, useSnackbar } from '@marketplace/ui';
import { useEffect, useId, useRef } from 'react';
import { Section } from '../../../lib/section';
import { ToolPage } from '../../../lib/tool-page';
import { useLang } from '../../../lib/use-lang';
import { useConfiguration } from '../api/configurations';
import '../problem-messages';
import { ConfigurationTab } from './configuration-tab';
import './dealer.css';

/** What a dealer pastes into their site: the place of the widget, then its script (ADR 0027). */
export function widgetSnippet(origin: string, companyId: number, lang: string): string {
  return `<div data-marketplace-widget="${companyId}" data-lang="${lang}"></div>\n<script src="${origin}/widgets/${companyId}.js" async></script>`;
}

/**
 * `/{lang}/company/{companyId}/widget`: the company's embeddable inventory widget (a live preview, the snippet to copy,
 * what a strict Content-Security-Policy must allow, its settings, which the dealer and staff change: ADR 0034) and the
 * partners' API documentation.
 */
export function WidgetPage({ companyId }: { companyId: number }) {
  const { t } = useLingui();
  const lang = useLang();
  const snackbar = useSnackbar();
  // The settings' version: a saved change draws the preview again, from a script that reads the new settings.
  const version = useConfiguration('widget', companyId).data?.version;
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
        {version === undefined ? <LoadingArea /> : <WidgetPreview key={version} companyId={companyId} lang={lang} version={version} />}
      </Section>
      <Section title={<Trans>Widget settings</Trans>}>
        <p>
          <Trans>
            The colours of the widget, how many vehicles it shows and its buttons. The preview shows a saved change at once; the sites
            that embed the widget show it within five minutes.
          </Trans>
        </p>
        <ConfigurationTab section="widget" companyId={companyId} />
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

/**
 * The widget itself, loaded as a dealer's site loads it (the same script, from this site). `version` in the script's
 * address passes the browser's cache of the script (5 minutes), so a preview drawn after a save reads the new settings.
 */
function WidgetPreview({ companyId, lang, version }: { companyId: number; lang: string; version: number }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const script = document.createElement('script');
    script.src = `/widgets/${companyId}.js?v=${version}`;
    script.async = true;
    host.current?.after(script);
    return () => script.remove();
  }, [companyId, version]);
  return <div ref={host} className="dealer-preview" data-marketplace-widget={companyId} data-lang={lang} data-testid="widget-preview" />;
}
