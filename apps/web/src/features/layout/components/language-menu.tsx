import { useLingui } from '@lingui/react/macro';
import { Button, Menu, MenuRadioGroup, MenuRadioItem } from '@marketplace/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { languagesQuery } from '../../../lib/config/languages-query';
import { ChevronDownIcon, GlobeIcon } from '../../../lib/icons';
import { switchLanguageHref } from '../../../lib/languages';
import { useLang } from '../../../lib/use-lang';
import { useHeaderPopup } from './header-popups';

/** Switches the language segment of the URL and keeps the rest of the path, the query and the hash (spec §2). */
export function LanguageMenu() {
  const { t } = useLingui();
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: languages = [] } = useQuery(languagesQuery);
  const current = languages.find((l) => l.key === lang);
  const currentName = current?.name ?? lang;
  const menu = useHeaderPopup('language-menu');

  if (languages.length < 2) return null;

  const choose = (key: string) => {
    if (key === lang) return;
    void navigate({
      href: switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash ? `#${location.hash}` : '' }, key),
    });
  };

  return (
    <Menu
      {...menu}
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
      <MenuRadioGroup value={lang} onValueChange={choose}>
        {languages.map((language) => (
          <MenuRadioItem key={language.key} value={language.key} lang={language.key}>
            {language.name}
          </MenuRadioItem>
        ))}
      </MenuRadioGroup>
    </Menu>
  );
}
