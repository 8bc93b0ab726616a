import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { languagesQuery } from '../../../lib/config/languages-query';
import { LANGUAGE_MENU_ISLAND_ID } from '../../../lib/islands';
import { switchLanguageHref } from '../../../lib/languages';
import { useLang } from '../../../lib/use-lang';
import { LanguageMenuView } from './language-menu-view';

/**
 * Switches the language segment of the URL and keeps the rest of the path, the query and the hash (spec §2).
 * Its element has no box of its own and carries the languages it was rendered with: the login page's island hydrates
 * the menu there without the router or the query cache (ADR 0086).
 */
export function LanguageMenu() {
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: languages = [] } = useQuery(languagesQuery);

  const choose = (key: string) =>
    void navigate({
      href: switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash ? `#${location.hash}` : '' }, key),
    });

  return (
    <div id={LANGUAGE_MENU_ISLAND_ID} className="island" data-languages={JSON.stringify(languages)}>
      <LanguageMenuView lang={lang} languages={languages} onChoose={choose} />
    </div>
  );
}
