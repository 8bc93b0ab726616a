import { getWidgetInventoryRoute } from '@marketplace/contracts';

/**
 * The widget's script (ADR 0027). Plain ES2019 kept as text (it runs on the dealer's site, not in this server), with
 * the company and the marketplace address filled in. What it does on the host page:
 * - finds `<div data-marketplace-widget="{companyId}">` elements and attaches a shadow root to each: the host page's
 *   styles and the widget's do not leak into each other;
 * - styles it with constructable stylesheets (`adoptedStyleSheets`): no `<style>` element, no `style` attribute, so a
 *   host CSP without `'unsafe-inline'` (even `style-src 'none'`) holds;
 * - builds every node with createElement/textContent (never innerHTML: the data cannot inject markup);
 * - reads the public inventory with `credentials: 'omit'` (no cookie crosses sites) and themes itself with the
 *   company's colours, which it re-checks as `#rrggbb` before use;
 * - links to buy online and trade-in on the marketplace in a new tab (`noopener`).
 * Host CSP needs: `script-src`, `connect-src` and `img-src` for the marketplace origin. Nothing else.
 */
const SOURCE = String.raw`(function () {
  'use strict';
  var CONFIG = __CONFIG__;
  var TEXT = {
    'en-ca': { title: 'Our inventory', buy: 'Buy online', trade: 'Trade in my vehicle', empty: 'No vehicle available right now.', error: 'The inventory cannot be shown right now.', loading: 'Loading the inventory…', km: 'km', locale: 'en-CA' },
    'fr-ca': { title: 'Notre inventaire', buy: 'Acheter en ligne', trade: 'Échanger mon véhicule', empty: 'Aucun véhicule disponible pour le moment.', error: "L'inventaire ne peut pas être affiché pour le moment.", loading: "Chargement de l'inventaire…", km: 'km', locale: 'fr-CA' }
  };
  var CSS = ':host{display:block;box-sizing:border-box;width:100%;max-width:1200px;font:15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;--mw-primary:#0b5cad;--mw-accent:#f2a900}'
    + '*,*::before,*::after{box-sizing:border-box}'
    + '.mw{border:1px solid #d9dee5;border-top:4px solid var(--mw-primary);border-radius:8px;padding:16px;background:#fff}'
    + '.mw__head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;justify-content:space-between;margin:0 0 12px}'
    + '.mw__title{margin:0;font-size:1.25em;color:var(--mw-primary)}'
    + '.mw__grid{list-style:none;margin:0;padding:0;display:grid;gap:12px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}'
    + '.mw__card{display:flex;flex-direction:column;border:1px solid #e3e7ec;border-radius:6px;overflow:hidden;background:#fff}'
    + '.mw__photo{display:block;width:100%;aspect-ratio:4/3;object-fit:cover;background:#eef1f4}'
    + '.mw__body{display:flex;flex-direction:column;gap:4px;padding:10px;flex:1}'
    + '.mw__name{margin:0;font-size:1em;font-weight:600}'
    + '.mw__meta{margin:0;color:#4a5565;font-size:.9em}'
    + '.mw__price{margin:4px 0 8px;font-size:1.15em;font-weight:700}'
    + '.mw__button{display:inline-block;text-align:center;text-decoration:none;border-radius:4px;padding:8px 12px;font-weight:600;margin-top:auto}'
    + '.mw__button--buy{background:var(--mw-primary);color:#fff}'
    + '.mw__button--trade{background:var(--mw-accent);color:#1b2430}'
    + '.mw__button:focus-visible{outline:3px solid #1b2430;outline-offset:2px}'
    + '.mw__status{margin:0;color:#4a5565}';
  var HEX = /^#[0-9a-fA-F]{6}$/;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }
  function link(className, href, text) {
    var a = el('a', 'mw__button ' + className, text);
    a.href = href;
    a.target = '_blank';
    a.rel = 'noopener';
    return a;
  }
  function langOf(host) {
    var l = (host.getAttribute('data-lang') || document.documentElement.lang || 'en-ca').toLowerCase();
    return l.indexOf('fr') === 0 ? 'fr-ca' : 'en-ca';
  }
  function sheet(css) {
    var s = new CSSStyleSheet();
    s.replaceSync(css);
    return s;
  }
  function render(frame, data, text) {
    var money = new Intl.NumberFormat(text.locale, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
    var number = new Intl.NumberFormat(text.locale);
    frame.textContent = '';
    var head = el('div', 'mw__head');
    head.appendChild(el('h2', 'mw__title', text.title + ' · ' + data.name));
    if (data.tradeInUrl) head.appendChild(link('mw__button--trade', data.tradeInUrl, text.trade));
    frame.appendChild(head);
    if (!data.vehicles.length) { frame.appendChild(el('p', 'mw__status', text.empty)); return; }
    var list = el('ul', 'mw__grid');
    data.vehicles.forEach(function (v) {
      var card = el('li', 'mw__card');
      var name = v.year + ' ' + v.make + ' ' + v.model;
      if (v.photo) { var img = el('img', 'mw__photo'); img.src = v.photo; img.alt = name; img.loading = 'lazy'; card.appendChild(img); }
      var body = el('div', 'mw__body');
      body.appendChild(el('h3', 'mw__name', name));
      body.appendChild(el('p', 'mw__meta', v.trim + ' · ' + number.format(v.kilometres) + ' ' + text.km));
      body.appendChild(el('p', 'mw__price', money.format(v.price / 100)));
      if (data.showBuyOnline) body.appendChild(link('mw__button--buy', v.buyOnlineUrl, text.buy));
      card.appendChild(body);
      list.appendChild(card);
    });
    frame.appendChild(list);
  }
  function mount(host) {
    if (host.shadowRoot) return;
    var root = host.attachShadow({ mode: 'open' });
    var lang = langOf(host);
    var text = TEXT[lang];
    root.adoptedStyleSheets = [sheet(CSS)];
    var frame = el('section', 'mw');
    frame.setAttribute('aria-label', text.title);
    frame.appendChild(el('p', 'mw__status', text.loading));
    root.appendChild(frame);
    fetch(CONFIG.inventory + '&lang=' + lang, { credentials: 'omit', mode: 'cors' })
      .then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); })
      .then(function (data) {
        var primary = HEX.test(data.theme.primaryColor) ? data.theme.primaryColor : '#0b5cad';
        var accent = HEX.test(data.theme.accentColor) ? data.theme.accentColor : '#f2a900';
        root.adoptedStyleSheets = [sheet(CSS), sheet(':host{--mw-primary:' + primary + ';--mw-accent:' + accent + '}')];
        render(frame, data, text);
      })
      .catch(function () { frame.textContent = ''; frame.appendChild(el('p', 'mw__status', text.error)); });
  }
  var hosts = document.querySelectorAll('[data-marketplace-widget="' + CONFIG.companyId + '"]');
  for (var i = 0; i < hosts.length; i++) mount(hosts[i]);
})();
`;

/**
 * The script of one company's widget; `base` is the marketplace's base URL (its inventory call and links). `version`
 * (the company's, which every settings change moves on) is part of the inventory URL: browsers and proxies keep that
 * answer a minute, and a script made after a change must not be answered the theme of before it (ADR 0034).
 */
export function widgetScript({ companyId, base, version }: { companyId: number; base: string; version: number }): string {
  const config = { companyId: String(companyId), inventory: `${base}/api${getWidgetInventoryRoute.path}?companyId=${companyId}&v=${version}` };
  // JSON in a script: `<` escaped, so no `</script>` can ever close an inline copy of it.
  return SOURCE.replace('__CONFIG__', JSON.stringify(config).replace(/</g, '\\u003c'));
}

