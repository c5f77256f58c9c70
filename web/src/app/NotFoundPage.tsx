import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { setDocumentMeta } from '../components/page-meta';
import { translate } from '../i18n/i18n';
import { useLang, useLocalize, useT } from '../i18n/use-t';
import { notFoundPage } from './pages';

/** rules#routes: any path that is no page. Under /es it is in Spanish (route-table.ts gives /es/* the Spanish language). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  useEffect(() => {
    if (lang === 'en') {
      setDocumentMeta(notFoundPage.title, notFoundPage.description);
      return;
    }
    // Spanish titles are the catalog's `meta` section, kept out of the first load.
    let current = true;
    void import('../i18n/section-catalogs')
      .then((m) => m.loadSection(lang, 'meta'))
      .then((i18n) => {
        if (current) setDocumentMeta(translate(i18n, 'meta.notFound.title'), translate(i18n, 'meta.notFound.description'));
      })
      .catch(() => undefined); // the page itself is drawn; only its title waits for the words
    return () => {
      current = false;
    };
  }, [pathname, lang]);
  return (
    <section className="page narrow">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.text')}</p>
      <ul className="link-list">
        <li>
          <Link to={localize('/')}>{t('notFound.search')}</Link>
        </li>
        <li>
          <Link to={localize('/how-it-works')}>{t('notFound.howItWorks')}</Link>
        </li>
        <li>
          <Link to={localize('/faq')}>{t('notFound.faq')}</Link>
        </li>
      </ul>
    </section>
  );
}
