import { useSectionT } from '../../../i18n/section-catalogs';
import { PitchPage } from '../pitch/PitchPage';
import { benefitConsultantsContent } from '../content/benefit-consultants';
import { employersContent } from '../content/employers';
import { healthPlansContent } from '../content/health-plans';
import { membersContent } from '../content/members';
import { payersContent } from '../content/payers';

export function ForMembersPage() {
  const t = useSectionT('members');
  return <PitchPage content={membersContent(t)} />;
}
export const ForEmployersPage = () => <PitchPage content={employersContent} />;
export const ForBenefitConsultantsPage = () => <PitchPage content={benefitConsultantsContent} />;
export const ForHealthPlansPage = () => <PitchPage content={healthPlansContent} />;
export const ForPayersPage = () => <PitchPage content={payersContent} />;
