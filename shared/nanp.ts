/**
 * Which +1 numbers we text: US numbers only. The North American Numbering Plan also covers Canada
 * and 20+ Caribbean and Atlantic countries whose numbers look exactly like US ones; texting them
 * costs international rates and is the classic route of SMS pumping fraud (+1-876, 809, 284 …),
 * and non-geographic codes (toll-free, premium 900, personal 5XX) are no one's phone. A denylist
 * of those missed the codes nobody listed (456, 670/671/684, unassigned ones), so this is an allow-list.
 */
/**
 * The allow-list: US geographic area codes of the 50 states and DC, from NANPA's NPA database
 * (https://nationalnanpa.com/nanp1/npa_report.csv, "File Date,11/26/2025"; read from the copy in
 * github.com/taus9/trim-npa-report, commit 0dd079ffa78d8608d01656df12b43932080ab91a, on
 * 2026-11-28): every row with USE G (geographic), ASSIGNED Yes and a LOCATION that is a state or
 * DC, 374 codes, in service or assigned as a planned overlay (465 NY, 471 MS, 565 GA, 761 KY had
 * no or a later in-service date in that file; a number in a code not yet in service does not
 * exist, so listing them early refuses nobody). Everything else is refused: Canada, the Caribbean
 * and Atlantic countries, US territories billed as international routes (670 Northern Marianas,
 * 671 Guam, 684 American Samoa, 340 USVI, 787/939 Puerto Rico), non-geographic codes (456 inbound
 * international, 5XX personal, 600, 622, 633, 700, 710, toll-free 8XX, premium 900), N11 service
 * codes, expansion codes (X9X) and the unassigned ones. A new overlay must be added here (from a
 * newer NANPA file, with its date above) before we text it.
 */
const US_GEOGRAPHIC_BY_STATE: Record<string, string> = {
  AL: '205 251 256 334 483 659 938', AK: '907', AZ: '480 520 602 623 928', AR: '327 479 501 870',
  CA: '209 213 279 310 323 341 350 357 369 408 415 424 442 510 530 559 562 619 626 628 650 657 661 669 707 714 738 747 760 805 818 820 831 837 840 858 909 916 925 949 951',
  CO: '303 719 720 748 970 983', CT: '203 475 860 959', DE: '302', DC: '202 771',
  FL: '239 305 321 324 352 386 407 448 561 645 656 689 727 728 754 772 786 813 850 863 904 941 954',
  GA: '229 404 470 478 565 678 706 762 770 912 943', HI: '808', ID: '208 986',
  IL: '217 224 309 312 331 447 464 618 630 708 730 773 779 815 847 861 872', IN: '219 260 317 463 574 765 812 930',
  IA: '319 515 563 641 712', KS: '316 620 785 913', KY: '270 364 502 606 761 859', LA: '225 318 337 457 504 985',
  ME: '207', MD: '227 240 301 410 443 667', MA: '339 351 413 508 617 774 781 857 978',
  MI: '231 248 269 313 517 586 616 679 734 810 906 947 989', MN: '218 320 507 612 651 763 924 952',
  MS: '228 471 601 662 769', MO: '235 314 417 557 573 636 660 816 975', MT: '406', NE: '308 402 531',
  NV: '702 725 775', NH: '603', NJ: '201 551 609 640 732 848 856 862 908 973', NM: '505 575',
  NY: '212 315 329 332 347 363 465 516 518 585 607 624 631 646 680 716 718 838 845 914 917 929 934',
  NC: '252 336 472 704 743 828 910 919 980 984', ND: '701',
  OH: '216 220 234 283 326 330 380 419 436 440 513 567 614 740 937', OK: '405 539 572 580 918', OR: '458 503 541 971',
  PA: '215 223 267 272 412 445 484 570 582 610 717 724 814 835 878', RI: '401', SC: '803 821 839 843 854 864',
  SD: '605', TN: '423 615 629 729 731 865 901 931',
  TX: '210 214 254 281 325 346 361 409 430 432 469 512 621 682 713 726 737 806 817 830 832 903 915 936 940 945 956 972 979',
  UT: '385 435 801', VT: '802', VA: '276 434 540 571 686 703 757 804 826 948', WA: '206 253 360 425 509 564',
  WV: '304 681', WI: '262 274 353 414 534 608 715 920', WY: '307',
};

const US_GEOGRAPHIC_AREA_CODES: ReadonlySet<string> = new Set(Object.values(US_GEOGRAPHIC_BY_STATE).flatMap((codes) => codes.split(' ')));

/** A normalised +1XXXXXXXXXX number we may text: a US geographic area code (the allow-list) and a real exchange. */
export function isTextableUsNumber(e164: string): boolean {
  const m = /^\+1([2-9]\d{2})[2-9]\d{2}\d{4}$/.exec(e164);
  return !!m && US_GEOGRAPHIC_AREA_CODES.has(m[1]!);
}

export const SMS_US_ONLY_MESSAGE = 'We can text only US mobile numbers (not Canadian, Caribbean, toll-free or premium numbers).';

/** 555-0100 to 555-0199 are reserved for fictional use (NANPA); such a number is never shown as if it rang. */
export const isFictionalNumber = (phone: string): boolean => /555-?01\d\d$/.test(phone.replace(/[^\d-]/g, ''));

/** How a phone line is shown: a fictional one says so. */
export const phoneForDisplay = (phone: string): string => (isFictionalNumber(phone) ? `${phone} (fictional number)` : phone);
