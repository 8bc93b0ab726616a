import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { languagesQuery } from '../../../lib/config/languages-query';
import { switchLanguageHref } from '../../../lib/languages';
import { useLang } from '../../../lib/use-lang';
import { LanguageMenuView } from './language-menu-view';

/** Switches the language segment of the URL and keeps the rest of the path, the query and the hash (spec §2). */
export function LanguageMenu() {
  const lang = useLang();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: languages = [] } = useQuery(languagesQuery);

  const choose = (key: string) =>
    void navigate({
      href: switchLanguageHref({ pathname: location.pathname, search: location.searchStr, hash: location.hash ? `#${location.hash}` : '' }, key),
    });

  return <LanguageMenuView lang={lang} languages={languages} onChoose={choose} />;
}
