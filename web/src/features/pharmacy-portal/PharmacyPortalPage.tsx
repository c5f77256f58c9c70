import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { useAuth, type IdpHint } from '../../components/auth/use-auth';
import { CurrentOptIn } from './CurrentOptIn';
import { OptInForm, type OptInChoice } from './OptInForm';
import { PbmFees } from './PbmFees';
import { WorkingOverlay } from './WorkingOverlay';
import './pharmacy-portal.css';

const CONFIRMATION_NOTICES: Record<string, { ok: boolean; text: string }> = {
  '0': { ok: false, text: 'This confirmation link is not valid or has expired. Please submit the form again.' },
};

export default function PharmacyPortalPage() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [authWorking, setAuthWorking] = useState(false);
  const [sending, setSending] = useState(false);
  const [choice, setChoice] = useState<OptInChoice>({ npi: '', minimumPayment: 0 });
  // The stored enrolment arrives after the page is drawn: it fills the form only if the visitor has
  // not started on it, never over an NPI or minimum they already typed (which would then be sent
  // instead of theirs).
  const edited = useRef(false);
  const choose = useCallback((next: OptInChoice) => {
    edited.current = true;
    setChoice(next);
  }, []);
  const fillFromEnrolment = useCallback((stored: OptInChoice) => {
    if (!edited.current) setChoice(stored);
  }, []);
  const signedIn = auth.status === 'signedIn';
  const optOut = params.get('optOut') === '1';
  const notice = CONFIRMATION_NOTICES[params.get('confirmed') ?? ''];

  // rules#errors: a failed sign-in or sign-out only hides the spinner; success leaves the page.
  const run = (action: () => Promise<void>) => {
    setAuthWorking(true);
    action().catch(() => setAuthWorking(false));
  };
  const signIn = (hint: IdpHint) => run(() => auth.signIn(hint));

  return (
    <div className="page narrow">
      <h1>Pharmacy Portal</h1>
      <p>
        Opt your pharmacy in to {BRAND.name} and choose the minimum you want to be paid over NADAC on every {BRAND.name} coupon claim. Sign in
        with Google or Microsoft for better security, authority verification and a faster turnaround, or type your e-mail address and confirm it
        from the link we send you.
      </p>
      {notice && (
        <p className={`alert ${notice.ok ? 'alert--success' : 'alert--error'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {signedIn ? (
        <p className="portal__signed-in">
          Signed in as <strong>{auth.email}</strong>.{' '}
          <button type="button" className="portal__link-button" onClick={() => run(auth.signOut)}>
            Sign out
          </button>
        </p>
      ) : (
        <div className="portal__sso" role="group" aria-label="Single sign-on">
          <button type="button" className="button" disabled={auth.status === 'loading'} onClick={() => signIn('google')}>
            Sign in with Google
          </button>
          <button type="button" className="button" disabled={auth.status === 'loading'} onClick={() => signIn('microsoft')}>
            Sign in with Microsoft
          </button>
        </div>
      )}
      {signedIn && auth.roles.includes('pharmacist') && <CurrentOptIn onChoice={fillFromEnrolment} />}
      <OptInForm
        key={signedIn ? `sso:${auth.email ?? ''}` : 'typed'}
        {...(signedIn && auth.email ? { ssoEmail: auth.email } : {})}
        {...(signedIn && auth.name ? { ssoName: auth.name } : {})}
        optOut={optOut}
        choice={choice}
        onChoice={choose}
        onSending={setSending}
      />
      {signedIn && auth.roles.includes('pharmacist') && !optOut && <PbmFees minimumPayment={choice.minimumPayment} npi={choice.npi} />}
      <WorkingOverlay show={authWorking || sending} />
    </div>
  );
}
