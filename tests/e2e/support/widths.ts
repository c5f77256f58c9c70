/**
 * Which widths a test runs at (playwright.config.ts: each project leaves out the other's tag).
 * Every page keeps its main behaviour and its axe check at both widths; a test of behaviour that
 * does not depend on the width (a server answer, a text, metadata) runs at desktop only.
 */
export const DESKTOP_ONLY = { tag: '@desktop-only' } as const;
/** A control or layout that exists at phone width only (the Menu button, the on-screen keyboard). */
export const PHONE_ONLY = { tag: '@phone-only' } as const;
