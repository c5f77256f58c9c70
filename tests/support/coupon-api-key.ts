/**
 * A Coupon API key, obtained the way a buyer gets one: the AWS Marketplace registration POST
 * (resolved by the local Metering simulator), then the register-customer page's call.
 */
export async function couponApiKey(url: string, customer: string): Promise<string> {
  const registered = await fetch(`${url}/api/marketplace/register`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ 'x-amzn-marketplace-token': `local:${customer}:rxsavvy-passthrough` }).toString(),
  });
  const session = new URL(registered.headers.get('location') ?? '', url).searchParams.get('session');
  const done = await fetch(`${url}/api/marketplace/register-customer`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, company: 'Bench', email: 'bench@rxsavvy.test' }),
  });
  const { apiKey } = (await done.json()) as { apiKey?: string };
  if (!apiKey) throw new Error(`could not register a Coupon API key (register-customer answered ${done.status})`);
  return apiKey;
}
