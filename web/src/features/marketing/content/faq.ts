import type { MessageKey } from '../../../i18n/i18n';
import type { Translate } from '../../../i18n/use-t';
import type { Paragraph } from '../pitch/article-types';
import { paragraph } from './catalog-text';

export interface FaqItem {
  question: string;
  answer: Paragraph;
}

export interface FaqGroup {
  heading: string;
  items: FaqItem[];
}

/** How many questions each group has: the words are the catalogs' `faq.g<group>.q<n>` and `.a<n>`. */
const GROUP_SIZES = [5, 3, 3];

export function faqGroups(t: Translate): FaqGroup[] {
  return GROUP_SIZES.map((size, g) => ({
    heading: t(`faq.g${g + 1}.heading` as MessageKey),
    items: Array.from({ length: size }, (_, i) => ({
      question: t(`faq.g${g + 1}.q${i + 1}` as MessageKey),
      answer: paragraph(t, `faq.g${g + 1}.a${i + 1}`),
    })),
  }));
}

/** Plain text of an answer, for the FAQPage structured data. */
export function answerText(answer: Paragraph): string {
  return typeof answer === 'string' ? answer : answer.map((part) => (typeof part === 'string' ? part : part.text)).join('');
}
