/** A phone number as a `tel:` link's href: digits and a leading + only, as dialers expect. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
