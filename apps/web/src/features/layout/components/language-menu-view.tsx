import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuRadioGroup, MenuRadioItem } from '@marketplace/ui';
import { ChevronDownIcon, GlobeIcon } from '../../../lib/icons';
import type { Language } from '../../../lib/languages';
import { useHeaderPopup } from './header-popup-state';

/**
 * The header's language menu as it shows (spec §2): the page's language, the configured ones to choose from. What a
 * choice does is the caller's: the app navigates in place (`LanguageMenu`); the login page's island, where no router
 * runs, loads the page in the other language (ADR 0086). Its ids are fixed (`language-menu-…`): the island hydrates it
 * in a root of its own, where React's `useId` would not give the ids the server rendered.
 */
export function LanguageMenuView({ lang, languages, onChoose }: { lang: string; languages: readonly Language[]; onChoose: (key: string) => void }) {
  const { t } = useLingui();
  const current = languages.find((l) => l.key === lang);
  const currentName = current?.name ?? lang;
  const menu = useHeaderPopup('language-menu');

  if (languages.length < 2) return null;

  return (
    <Menu
      {...menu}
      id="language-menu"
      label={t`Language`}
      align="end"
      trigger={
        <Button variant="text" className="header-button" aria-label={t`Language: ${currentName}`} startIcon={<GlobeIcon />}>
          <span className="header-button__text" lang={lang}>
            {currentName}
          </span>
          <ChevronDownIcon />
        </Button>
      }
    >
      <MenuRadioGroup value={lang} onValueChange={(key) => key !== lang && onChoose(key)}>
        {languages.map((language) => (
          <MenuRadioItem key={language.key} value={language.key} lang={language.key}>
            {language.name}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
