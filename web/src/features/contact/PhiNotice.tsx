import { BRAND } from '../../../../shared/brand';

/** rules#site-shell / rules#request-a-demo: do not send personal health information; call instead. */
export function PhiNotice() {
  return (
    <p className="contact-form__notice">
      Please do not submit personal health information (such as diagnoses, prescriptions or member IDs) through this form. If you need help with a
      prescription, call us at <a href={`tel:${BRAND.phoneE164}`}>{BRAND.phoneLabel}</a>.
    </p>
  );
}
