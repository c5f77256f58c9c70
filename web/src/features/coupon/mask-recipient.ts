/**
 * Where a coupon went, said without repeating the whole address or number on screen (a shared or
 * shoulder-read phone): the first letter and the domain of an e-mail, the last four digits of a phone.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `•••-•••-${digits.slice(-4)}`;
}
