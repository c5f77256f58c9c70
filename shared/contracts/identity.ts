import * as z from 'zod';
import { ROLES } from '../api-routes';

export const roleSchema = z.enum(ROLES);

/** The audience of access tokens for our API (the realm's web client). */
export const ACCESS_TOKEN_AUDIENCE = 'admin-website';
export const IDENTITY_REALM = 'pharmacy';
