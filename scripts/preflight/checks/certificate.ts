import { ACMClient, DescribeCertificateCommand } from '@aws-sdk/client-acm';
import { awsError, needsConfig, type PreflightCheck } from '../types';

const NAME = 'ACM certificate';

/** Whether a certificate name (possibly `*.example.com`) covers a host name. */
export function covers(certificateName: string, host: string): boolean {
  const name = certificateName.toLowerCase();
  const h = host.toLowerCase();
  if (name.startsWith('*.')) return h.endsWith(name.slice(1)) && !h.slice(0, -name.length + 1).includes('.');
  return name === h;
}

/** A custom domain's certificate is in us-east-1 (CloudFront reads only there), ISSUED, and names the domain. */
const certificate: PreflightCheck = async (ctx) => {
  if (!ctx.config) return [needsConfig(NAME)];
  const { domainName, certificateArn } = ctx.config;
  if (!domainName || !certificateArn) return [{ name: NAME, ok: true, detail: 'no custom domain: the site is on its *.cloudfront.net name (sign-in needs a custom domain)', fix: '' }];
  const region = certificateArn.split(':')[3];
  if (region !== 'us-east-1') return [{ name: NAME, ok: false, detail: `${certificateArn} is in ${region}`, fix: 'request the certificate in us-east-1 (CloudFront uses only those)' }];
  let cert;
  try {
    cert = (await new ACMClient({ region: 'us-east-1' }).send(new DescribeCertificateCommand({ CertificateArn: certificateArn }))).Certificate;
  } catch (error) {
    return [{ name: NAME, ok: false, detail: `cannot read ${certificateArn}: ${awsError(error)}`, fix: 'check the ARN and the account (acm:DescribeCertificate in us-east-1)' }];
  }
  const names = [cert?.DomainName, ...(cert?.SubjectAlternativeNames ?? [])].filter((n): n is string => Boolean(n));
  if (cert?.Status !== 'ISSUED') {
    return [{ name: NAME, ok: false, detail: `${certificateArn} is ${cert?.Status ?? 'unknown'}`, fix: cert?.Status === 'PENDING_VALIDATION' ? 'publish the validation CNAME ACM shows for the certificate and wait for ISSUED' : 'request a new certificate in us-east-1 (DNS validation) and give its ARN' }];
  }
  if (!names.some((n) => covers(n, domainName))) {
    return [{ name: NAME, ok: false, detail: `the certificate names ${names.join(', ')}, not ${domainName}`, fix: `request one for ${domainName} in us-east-1` }];
  }
  return [{ name: NAME, ok: true, detail: `ISSUED for ${names.join(', ')}${cert.NotAfter ? `, until ${cert.NotAfter.toISOString().slice(0, 10)}` : ''}`, fix: '' }];
};

export const checks = [certificate];
