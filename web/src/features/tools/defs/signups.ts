import { createElement, lazy } from 'react';
import * as z from 'zod';
import { SIGNUP_KINDS, type SignupKind } from '../../../../../shared/contracts/signups';
import type { ToolDef } from '../tool-types';
import { SIGNUP_COPY } from '../signups/signup-copy';

/** The eight iRxSavvy sign-ups and the page their messages link to. */
const signupForm = lazy(() => import('../signups/SignupForm'));

function signupTool(kind: SignupKind): ToolDef {
  const copy = SIGNUP_COPY[kind];
  return {
    slug: `sign-up-for-${kind}`, title: copy.title, description: copy.description, family: 'sign-ups', purpose: copy.purpose,
    related: copy.related, fields: [], schema: z.object({}), Custom: () => createElement(signupForm, { kind }),
  };
}

export const signupTools: ToolDef[] = [
  ...SIGNUP_KINDS.map(signupTool),
  {
    slug: 'manage-sign-up', title: 'Manage Your Sign-ups', family: 'sign-ups',
    description: 'Confirm, unsubscribe from or delete your iRxSavvy reminders and notifications.',
    purpose: 'Confirm, unsubscribe, or delete all your data.',
    related: ['sign-up-for-medication-reminders', 'sign-up-for-refill-notifications'],
    fields: [], schema: z.object({}), Custom: lazy(() => import('../signups/ManageSignup')),
  },
];
