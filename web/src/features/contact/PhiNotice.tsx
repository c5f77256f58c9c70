import { BRAND } from '../../../../shared/brand';
import { Text, richText } from '../../components/RichText';
import { useSectionT } from '../../i18n/section-catalogs';

/** The help line as a link, for a catalog message's `<call>{phone}</call>`. */
export const CALL_LINK = { call: { href: `tel:${BRAND.phoneE164}` } };

/** rules#site-shell / rules#request-a-demo: do not send personal health information; call instead. */
export function PhiNotice() {
  const t = useSectionT('info');
  return (
    <p className="contact-form__notice">
      <Text value={richText(t('info.form.phiNotice'), CALL_LINK)} />
    </p>
  );
}
