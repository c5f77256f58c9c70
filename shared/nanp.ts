/**
 * Which +1 numbers we text: US numbers only. The North American Numbering Plan also covers Canada
 * and 20+ Caribbean and Atlantic countries whose numbers look exactly like US ones; texting them
 * costs international rates and is the classic route of SMS pumping fraud (+1-876, 809, 284 …),
 * and non-geographic codes (toll-free, premium 900, personal 5XX) are no one's phone.
 * Sources: NANPA area code lists (nationalnanpa.com, "Canadian and Caribbean area codes",
 * "non-geographic codes"), current in 2026.
 */
const CANADA = '204 226 236 249 250 257 263 289 306 343 354 365 367 368 382 387 403 416 418 428 431 437 438 450 460 468 474 506 514 519 548 579 581 584 587 604 613 639 647 672 683 705 709 742 753 778 780 782 807 819 825 867 873 879 902 905 942';
const CARIBBEAN_AND_ATLANTIC = '242 246 264 268 284 340 345 441 473 649 658 664 721 758 767 784 787 809 829 849 868 869 876 939';
const NON_GEOGRAPHIC = '500 521 522 523 524 525 526 527 528 529 531 532 533 535 538 542 543 544 545 546 547 549 550 551 552 553 554 556 558 566 569 577 588 589 600 622 700 710 800 833 844 855 866 877 888 900';

const NOT_US = new Set(`${CANADA} ${CARIBBEAN_AND_ATLANTIC} ${NON_GEOGRAPHIC}`.split(' '));

/** A normalised +1XXXXXXXXXX number we may text: a real US geographic area code and exchange. */
export function isTextableUsNumber(e164: string): boolean {
  const m = /^\+1([2-9]\d{2})[2-9]\d{2}\d{4}$/.exec(e164);
  if (!m) return false;
  const area = m[1]!;
  // N11 codes are service codes (411, 911 …), not area codes.
  if (area[1] === '1' && area[2] === '1') return false;
  return !NOT_US.has(area);
}

export const SMS_US_ONLY_MESSAGE = 'We can text only US mobile numbers (not Canadian, Caribbean, toll-free or premium numbers).';

/** 555-0100 to 555-0199 are reserved for fictional use (NANPA); such a number is never shown as if it rang. */
export const isFictionalNumber = (phone: string): boolean => /555-?01\d\d$/.test(phone.replace(/[^\d-]/g, ''));

/** How a phone line is shown: a fictional one says so. */
export const phoneForDisplay = (phone: string): string => (isFictionalNumber(phone) ? `${phone} (fictional number)` : phone);
