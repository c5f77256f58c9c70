import { DrugSearchForm } from '../../../components/DrugSearchForm';
import { organizationData, StructuredData } from '../../../components/structured-data';
import { Article } from '../pitch/Article';
import { StoreLinks } from '../../../components/StoreLinks';
import { useSectionT } from '../../../i18n/section-catalogs';
import type { CatalogSection } from '../../../i18n/sections';
import { englishPath } from '../../../i18n/lang';
import { useLang } from '../../../i18n/use-t';
import { useLocation } from 'react-router-dom';
import { richText } from '../../../components/RichText';
import { catalogArticle, type ArticleShape } from '../content/catalog-text';
import { about, careers } from '../content/company';
import { cvsComparison, optumComparison } from '../content/comparisons';
import { consumerDiscountCards, doNotOvercharge, local, mobileApp, shouldIUseACoupon } from '../content/consumer';
import { privacyPolicy, termsOfUse } from '../content/legal';
import { pharmacistInformation, providerInformation } from '../content/professionals';

const SearchBox = () => (
  <div className="mk-search">
    <DrugSearchForm label="Search for your prescription" variant="page" />
  </div>
);

/**
 * An article whose words are in a catalog section, in the page's language. A Spanish legal text
 * says it is a courtesy translation and links the English one, which prevails.
 */
function CatalogArticle({ section, shape }: { section: CatalogSection; shape: ArticleShape }) {
  const t = useSectionT(section);
  const lang = useLang();
  const { pathname } = useLocation();
  const content = catalogArticle(t, shape);
  const courtesy = section === 'legal' && lang === 'es';
  return <Article content={courtesy ? { ...content, notice: richText(t('legal.courtesy'), { english: { href: englishPath(pathname) } }) } : content} />;
}

export const AboutPage = () => <Article content={about} footer={<StructuredData data={organizationData} />} />;
export const CareersPage = () => <Article content={careers} />;
export const PrivacyPolicyPage = () => <CatalogArticle section="legal" shape={privacyPolicy} />;
export const TermsOfUsePage = () => <CatalogArticle section="legal" shape={termsOfUse} />;
export const ConsumerDiscountCardsPage = () => <Article content={consumerDiscountCards} />;
export const PharmacistInformationPage = () => <Article content={pharmacistInformation} />;
export const ProviderInformationPage = () => <Article content={providerInformation} />;
export const CvsComparisonPage = () => <CatalogArticle section="compare" shape={cvsComparison} />;
export const OptumComparisonPage = () => <CatalogArticle section="compare" shape={optumComparison} />;
export const ShouldIUseACouponPage = () => <Article content={shouldIUseACoupon}><SearchBox /></Article>;
export const DoNotOverchargePage = () => <Article content={doNotOvercharge}><SearchBox /></Article>;
export const LocalPage = () => <Article content={local}><SearchBox /></Article>;
export const MobileAppPage = () => <Article content={mobileApp}><StoreLinks /></Article>;
