import { DrugSearchForm } from '../../../components/DrugSearchForm';
import { organizationData, StructuredData } from '../../../components/structured-data';
import { Article } from '../pitch/Article';
import { StoreLinks } from '../../../components/StoreLinks';
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

export const AboutPage = () => <Article content={about} footer={<StructuredData data={organizationData} />} />;
export const CareersPage = () => <Article content={careers} />;
export const PrivacyPolicyPage = () => <Article content={privacyPolicy} />;
export const TermsOfUsePage = () => <Article content={termsOfUse} />;
export const ConsumerDiscountCardsPage = () => <Article content={consumerDiscountCards} />;
export const PharmacistInformationPage = () => <Article content={pharmacistInformation} />;
export const ProviderInformationPage = () => <Article content={providerInformation} />;
export const CvsComparisonPage = () => <Article content={cvsComparison} />;
export const OptumComparisonPage = () => <Article content={optumComparison} />;
export const ShouldIUseACouponPage = () => <Article content={shouldIUseACoupon}><SearchBox /></Article>;
export const DoNotOverchargePage = () => <Article content={doNotOvercharge}><SearchBox /></Article>;
export const LocalPage = () => <Article content={local}><SearchBox /></Article>;
export const MobileAppPage = () => <Article content={mobileApp}><StoreLinks /></Article>;
