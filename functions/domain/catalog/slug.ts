/** A drug's stable id: its generic name, lower-case, non-alphanumerics as single dashes. */
export const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
