/**
 * The login page's island (issue #43: at most 80 KB of JavaScript on the login page's first load; ADR 0086). The
 * server renders the login page with the whole app (ADR 0065), then names this script instead of the app's: it hydrates
 * the two parts of the page that act, each in a root of its own, with React and the app's own components but without
 * TanStack Router and Query (35 KB as sent, which the page would run only to rebuild the state the server had):
 * - the login forms (`LOGIN_ISLAND_ID`: the login form, or the form that links a Google or Facebook account);
 * - the header's language menu (`LANGUAGE_MENU_ISLAND_ID`), with the languages the page was rendered with.
 * The rest of the page (logo, footer, the "Login" button, the skip link) is links, which need no script. Once signed
 * in, the user goes where the route would send them (the referer, else their home), a document load; so do the
 * island's links and the language menu. A page this island cannot take (no element to hydrate, no languages in the
 * router's script) boots the app instead (`data-app` on `#root`, the app's own scripts), as it did before.
 */
import { I18nProvider } from '@lingui/react';
import { defaultParseSearch } from '@tanstack/react-router';
import { StrictMode, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LOGIN_ISLAND_ID, LoginPageForms } from './features/auth/components/login-page';
import { afterLogin, loginSearch } from './features/auth/login-search';
import { LanguageMenuView } from './features/layout/components/language-menu-view';
import { applyBrandToDocument } from './lib/brand/apply-brand';
import { currentBrand } from './lib/brand/brand-context';
import { firstPaint } from './lib/first-paint';
import { setEnvironmentToken } from './lib/http';
import { activateLocale, i18n } from './lib/i18n';
import { LANGUAGE_MENU_ISLAND_ID, languagesOf } from './lib/islands';
import { isSupportedLocale, switchLanguageHref } from './lib/languages';
import { unregisterServiceWorkers } from './lib/service-worker';
import type { SessionUser } from './lib/session/api/current-user';
import { loadScripts, thirdPartyScripts } from './lib/third-party-scripts';
import { runtimeConfig } from './lib/runtime-config';
import { TranslatedUiLabels } from './lib/ui-labels';

const root = document.getElementById('root')!;
const forms = document.getElementById(LOGIN_ISLAND_ID);
const languageMenu = document.getElementById(LANGUAGE_MENU_ISLAND_ID);
const lang = window.location.pathname.split('/')[1] ?? '';
// The languages the header's menu was rendered with, which its element carries (features/layout/language-menu.tsx).
const languages = languagesOf(languageMenu);

if (!forms || !languageMenu || !isSupportedLocale(lang) || !languages) {
  bootTheApp();
} else {
  const brand = currentBrand();
  setEnvironmentToken(brand.environmentToken);
  applyBrandToDocument(brand);
  (window.requestIdleCallback ?? setTimeout)(() => void unregisterServiceWorkers());

  // The query as the router gave it to the route's `validateSearch` on the server (its own parser): the same forms.
  const search = loginSearch(defaultParseSearch(window.location.search));
  // The route's own destination once signed in, as the route navigates (replace: the login page is not gone back to).
  const onSignedIn = (user: SessionUser) => window.location.replace(afterLogin(search.referer, lang, user));
  const chooseLanguage = (key: string) => {
    const { pathname, search: query, hash } = window.location;
    window.location.assign(switchLanguageHref({ pathname, search: query, hash }, key));
  };
  const island = (children: ReactNode) => (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <TranslatedUiLabels>{children}</TranslatedUiLabels>
      </I18nProvider>
    </StrictMode>
  );

  // As the app does (main.tsx): the page paints before the script asks for anything more (issue #43).
  await firstPaint();
  await activateLocale(lang);
  hydrateRoot(forms, island(<LoginPageForms lang={lang} search={search} onSignedIn={onSignedIn} />));
  hydrateRoot(languageMenu, island(<LanguageMenuView lang={lang} languages={languages} onChoose={chooseLanguage} />));
  // The brand's third-party scripts for an anonymous visitor (app/third-party-scripts.tsx in the app).
  const { chatWidgetUrl, sessionRecordingUrl } = runtimeConfig();
  loadScripts(thirdPartyScripts({ brandId: brand.id, userTypeId: null, chatWidgetUrl, sessionRecordingUrl }));
}

/** The app's scripts, which the server named on `#root` (`data-app`) instead of in the head: the app hydrates the page. */
function bootTheApp() {
  for (const src of root.dataset.app?.split(' ').filter(Boolean) ?? []) {
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src, crossOrigin: '' }));
  }
}
