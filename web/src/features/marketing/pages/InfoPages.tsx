import type { ReactNode } from 'react';
import { DrugSearchForm } from '../../../components/DrugSearchForm';
import { organizationData, StructuredData } from '../../../components/structured-data';
import { Article } from '../pitch/Article';
import { StoreLinks } from '../../../components/StoreLinks';
import { useSectionT } from '../../../i18n/section-catalogs';
import type { CatalogSection } from '../../../i18n/sections';
import { englishPath } from '../../../i18n/lang';
import { useLang, useT } from '../../../i18n/use-t';
import { useLocation } from 'react-router-dom';
import { richText } from '../../../components/RichText';
import { catalogArticle, type ArticleShape } from '../content/catalog-text';
import { about, careers } from '../content/company';
import { cvsComparison, optumComparison } from '../content/comparisons';
import { consumerDiscountCards, doNotOvercharge, local, mobileApp, shouldIUseACoupon } from '../content/consumer';
import { privacyPolicy, termsOfUse } from '../content/legal';
import { pharmacistInformation, providerInformation } from '../content/professionals';

function SearchBox() {
  const t = useT();
  return (
    <div className="mk-search">
      <DrugSearchForm label={t('home.searchLabel')} variant="page" />
    </div>
  );
}

/**
 * An article whose words are in a catalog section, in the page's language. A Spanish legal text
 * says it is a courtesy translation and links the English one, which prevails.
 */
function CatalogArticle({ section, shape, footer, children }: { section: CatalogSection; shape: ArticleShape; footer?: ReactNode; children?: ReactNode }) {
  const t = useSectionT(section);
  const lang = useLang();
  const { pathname } = useLocation();
  const content = catalogArticle(t, shape);
  const courtesy = section === 'legal' && lang === 'es';
  return <Article content={courtesy ? { ...content, notice: richText(t('legal.courtesy'), { english: { href: englishPath(pathname) } }) } : content} footer={footer}>{children}</Article>;
}

export const AboutPage = () => <CatalogArticle section="info" shape={about} footer={<StructuredData data={organizationData} />} />;
export const CareersPage = () => <Article content={careers} />;
export const PrivacyPolicyPage = () => <CatalogArticle section="legal" shape={privacyPolicy} />;
export const TermsOfUsePage = () => <CatalogArticle section="legal" shape={termsOfUse} />;
export const ConsumerDiscountCardsPage = () => <CatalogArticle section="info" shape={consumerDiscountCards} />;
export const PharmacistInformationPage = () => <Article content={pharmacistInformation} />;
export const ProviderInformationPage = () => <Article content={providerInformation} />;
export const CvsComparisonPage = () => <CatalogArticle section="compare" shape={cvsComparison} />;
export const OptumComparisonPage = () => <CatalogArticle section="compare" shape={optumComparison} />;
export const ShouldIUseACouponPage = () => <CatalogArticle section="info" shape={shouldIUseACoupon}><SearchBox /></CatalogArticle>;
export const DoNotOverchargePage = () => <CatalogArticle section="info" shape={doNotOvercharge}><SearchBox /></CatalogArticle>;
export const LocalPage = () => <CatalogArticle section="info" shape={local}><SearchBox /></CatalogArticle>;
export const MobileAppPage = () => <CatalogArticle section="info" shape={mobileApp}><StoreLinks /></CatalogArticle>;
