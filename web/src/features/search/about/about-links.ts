/** The iRxSavvy tools that answer more about a drug, each opened with the drug filled in. */
export function aboutToolLinks(drugName: string, drugClass: string, hasProgram: boolean, zip: string): { href: string; text: string }[] {
  const drug = encodeURIComponent(drugName);
  const near = zip ? `&zip=${encodeURIComponent(zip)}` : '';
  return [
    { href: `/irxsavvy/diagnoses-for-a-medication?drugName=${drug}`, text: `What ${drugName} is used for (ICD-10 codes)` },
    ...(drugClass ? [{ href: `/irxsavvy/drug-class?drugName=${drug}`, text: `Other drugs in the ${drugClass} class` }] : []),
    { href: `/irxsavvy/drug-alternatives?drugName=${drug}${near}`, text: `Alternatives to ${drugName} and their prices` },
    ...(hasProgram ? [{ href: `/irxsavvy/manufacturer-coupon?drugName=${drug}`, text: 'Manufacturer copay and assistance programs' }] : []),
  ];
}
