/**
 * The language of the page a message is asked from: 'es' on the Spanish pages (/es/…, which set
 * `<html lang="es">`), else nothing (the routes' default, English). The send routes take it as
 * `lang`, and the message (for a sign-up or price alert, every later one too) goes out in it.
 * Without a document (a unit test's store in Node) it is English.
 */
export const pageLang = (): 'es' | undefined => (globalThis.document?.documentElement.lang === 'es' ? 'es' : undefined);
