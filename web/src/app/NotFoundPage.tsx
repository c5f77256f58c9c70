import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { setDocumentMeta } from '../components/page-meta';
import { useLang, useLocalize, useT } from '../i18n/use-t';
import { notFoundPage } from './pages';

/** rules#routes: any path that is no page. Under /es it is in Spanish (route-table.ts gives /es/* the Spanish language). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  const lang = useLang();
  const localize = useLocalize();
  useEffect(() => {
    if (lang === 'en') setDocumentMeta(notFoundPage.title, notFoundPage.description);
    else setDocumentMeta(t('meta.notFound.title'), t('meta.notFound.description'));
  }, [pathname, lang, t]);
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
