import { Link, useLocation } from 'react-router-dom';
import { englishPath, langOfPath, pathIn, rememberLang } from '../i18n/lang';
import { hasSpanish } from '../i18n/use-t';

/**
 * The language switch: the same page in the other language (query and hash kept), or the Spanish
 * home page for a page that has no Spanish version yet. Choosing remembers the language
 * (web/src/i18n/lang.ts). Each language is named in itself, and marked so screen readers say it right.
 */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const english = englishPath(pathname);
  if (langOfPath(pathname) === 'es') {
    return (
      <Link to={`${english}${search}${hash}`} className={className} lang="en" hrefLang="en" onClick={() => rememberLang('en')}>
        English
      </Link>
    );
  }
  const target = hasSpanish(english) ? `${pathIn('es', english)}${search}${hash}` : pathIn('es', '/');
  return (
    <Link to={target} className={className} lang="es" hrefLang="es" onClick={() => rememberLang('es')}>
      Español
    </Link>
  );
}
