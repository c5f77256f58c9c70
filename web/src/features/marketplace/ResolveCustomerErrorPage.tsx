import { useSearchParams } from 'react-router-dom';
import { BRAND } from '../../../../shared/brand';
import { RESOLVE_ERRORS, type ResolveError } from '../../../../shared/contracts/marketplace';
import './marketplace.css';

const EXPLANATIONS: Record<ResolveError, { heading: string; text: string }> = {
  missing_token: {
    heading: 'We did not receive your AWS Marketplace registration',
    text: 'This page is reached from AWS Marketplace after subscribing, and the registration token was missing.',
  },
  invalid_token: {
    heading: 'Your AWS Marketplace registration could not be verified',
    text: 'AWS Marketplace did not accept the registration token it sent us, so we could not confirm your subscription.',
  },
  expired_token: {
    heading: 'Your AWS Marketplace registration link has expired',
    text: 'The registration token from AWS Marketplace is only valid for a short time, and it had expired by the time it reached us.',
  },
  throttled: {
    heading: 'AWS Marketplace is busy',
    text: 'AWS Marketplace asked us to slow down while we confirmed your subscription. Nothing is wrong with your subscription.',
  },
  unavailable: {
    heading: 'We could not confirm your subscription right now',
    text: 'We could not reach AWS Marketplace to confirm your subscription. Nothing is wrong with your subscription.',
  },
};

const isResolveError = (value: string | null): value is ResolveError => RESOLVE_ERRORS.includes(value as ResolveError);

/** /aws-marketplace/resolve-customer-error: what went wrong with the registration, and how to retry. */
export default function ResolveCustomerErrorPage() {
  const [search] = useSearchParams();
  const reason = search.get('reason');
  const { heading, text } = EXPLANATIONS[isResolveError(reason) ? reason : 'unavailable'];
  return (
    <div className="page narrow marketplace">
      <h1>{heading}</h1>
      <p>{text}</p>
      <h2>How to try again</h2>
      <ol>
        <li>
          Open <a href="https://aws.amazon.com/marketplace/library">Your Marketplace Software</a> in AWS Marketplace (signed in to the
          AWS account that subscribed).
        </li>
        <li>Choose the {BRAND.name} Coupon API, then Set up product. AWS Marketplace sends you back here with a new registration.</li>
      </ol>
      <p>
        If it happens again, write to <a href={`mailto:${BRAND.email}`}>{BRAND.email}</a> or call {BRAND.phoneLabel}, and we will finish
        your registration with you.
      </p>
    </div>
  );
}
