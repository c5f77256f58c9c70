/** The one place the brand lives; fills the spec's {brand}, {product}, {phone} and {email}. */
export const BRAND = {
  name: 'RxSavvy',
  product: 'RxSavvy',
  /** The help line. 555-0100..0199 numbers are reserved for fiction (NANP): this deployment has no line yet, so it is shown as such. */
  phone: '(800) 555-0142',
  phoneE164: '+18005550142',
  /** What pages and messages show: the number, marked while it is the fictional one. */
  phoneLabel: '(800) 555-0142 (a fictional number: no phone line yet)',
  email: 'support@rxsavvy.com',
  domain: 'rxsavvy.com',
  /** Store listings of the mobile app, once it is published (none yet: no store link is shown). */
  appStoreUrl: undefined as string | undefined,
  playStoreUrl: undefined as string | undefined,
} as const;

/** Business constants of rules#constants that both the web and the functions use. */
export const LIMITS = {
  defaultZip: '92101',
  radiusMiles: 50,
  clientErrorMaxChars: 10_000,
  typeaheadMax: 10,
  similarNamesCount: 5,
} as const;
