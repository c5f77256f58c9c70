import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { OptInRecord, OptInStatus, PharmacyOptIn } from '../../../shared/contracts/pharmacy-portal';
import type { Identity } from '../../lib/auth';
import { ddb, isConditionFailure } from '../../lib/aws';
import { tableName } from '../../lib/env';
import { HttpError } from '../../lib/errors';
import { queryAll } from '../../lib/dynamo-pages';

/**
 * Opt-ins, one current record per NPI (pk `optin`, sk NPI) and every earlier version
 * (pk `history#<NPI>`, sk `v#<version>`). Writes are single-item conditional puts on `version`
 * (dynalite has no transactions): the old version is copied to history first, then the current
 * record is replaced only if nobody else changed it meanwhile; a loser re-reads and retries, so
 * concurrent submissions are applied one after the other and none is lost.
 */
const CURRENT_PK = 'optin';
const historyPk = (npi: string) => `history#${npi}`;
const versionSk = (v: number) => `v#${String(v).padStart(8, '0')}`;
const MAX_ATTEMPTS = 8;
const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

interface PendingChange {
  payload: PharmacyOptIn;
  tokenHash: string;
  expiresAt: string;
  submittedAt: string;
}

export interface StoredOptIn extends PharmacyOptIn {
  pk: string;
  sk: string;
  verified: boolean;
  verifiedBy?: 'sso' | 'email';
  /** Subject of the signed-in submitter (SSO), for audit. */
  verifiedSubject?: string;
  verifiedAt?: string;
  /** Hash of the confirmation link token of an unverified record. */
  confirmTokenHash?: string;
  confirmExpiresAt?: string;
  pending?: PendingChange;
  /** Changes asked for by someone other than the verified owner (each waits for the owner's link). */
  changeRequests?: number;
  lastChangeRequestAt?: string;
  version: number;
  updatedAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function getOptIn(npi: string): Promise<StoredOptIn | undefined> {
  const out = await ddb().send(new GetCommand({ TableName: tableName('pharmacyOptIns'), Key: { pk: CURRENT_PK, sk: npi }, ConsistentRead: true }));
  return out.Item as StoredOptIn | undefined;
}

export async function listOptInHistory(npi: string): Promise<StoredOptIn[]> {
  const out = await ddb().send(new QueryCommand({
    TableName: tableName('pharmacyOptIns'),
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': historyPk(npi) },
  }));
  return (out.Items ?? []) as StoredOptIn[];
}

/** Replaces the current record with `next(current)`, keeping `current` in history; retried on races. */
async function update(npi: string, next: (current: StoredOptIn | undefined, now: string) => Omit<StoredOptIn, 'pk' | 'sk' | 'version' | 'updatedAt'>): Promise<StoredOptIn> {
  const table = tableName('pharmacyOptIns');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await getOptIn(npi);
    const now = new Date().toISOString();
    const item: StoredOptIn = { ...next(current, now), pk: CURRENT_PK, sk: npi, version: (current?.version ?? 0) + 1, updatedAt: now };
    if (current) {
      // The same version always holds the same content, so an earlier copy by a racing writer is fine.
      await ddb().send(new PutCommand({ TableName: table, Item: { ...current, pk: historyPk(npi), sk: versionSk(current.version) }, ConditionExpression: 'attribute_not_exists(pk)' }))
        .catch((err: unknown) => { if (!isConditionFailure(err)) throw err; });
    }
    try {
      await ddb().send(new PutCommand({
        TableName: table,
        Item: item,
        ...(current
          ? { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': current.version } }
          : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }));
      return item;
    } catch (err) {
      if (!isConditionFailure(err)) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
  throw new HttpError(409, 'busy', 'This pharmacy was being updated at the same moment. Please try again.');
}

export interface SubmitResult {
  record: StoredOptIn;
  status: OptInStatus;
  /** The confirmation link token to e-mail; never stored in clear. */
  confirmToken?: string;
  /** Where the link goes: the typed address for a new opt-in, the verified record's address for a change to it. */
  confirmTo?: string;
}

/** Addresses compared as the mail provider would deliver them (case, surrounding space). */
const sameAddress = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Whether this sign-in is the same proof that verified the record: the subject that verified it
 * by SSO, the owner of the address on the record, or an admin. Anyone else's change waits for the
 * record's owner.
 */
function provesOwnership(current: StoredOptIn, identity: Identity | undefined): boolean {
  if (!identity) return false;
  if (identity.roles.includes('admin')) return true;
  if (current.verifiedSubject && identity.sub === current.verifiedSubject) return true;
  return sameAddress(identity.email, current.SubmitterEmail);
}

/**
 * The rules of proof (a verified opt-in changes only with the same strength of proof that
 * verified it):
 * - no verified record yet: a signed-in submission is verified by its sign-in; a typed-e-mail one
 *   waits for the link sent to the typed address;
 * - a verified record: a submission from its owner (same SSO subject, the address on the record,
 *   or an admin) applies at once; any other waits as `pending`, and the confirmation link goes to
 *   the address ALREADY ON THE RECORD, never to one the requester typed. The attempt is kept on
 *   the record (`changeRequests`) and the admin page shows it.
 */
export async function submitOptIn(payload: PharmacyOptIn, identity: Identity | undefined): Promise<SubmitResult> {
  if (identity && !identity.email) throw new HttpError(400, 'email_missing', 'Your sign-in did not give an e-mail address. Please type your e-mail instead.');
  const confirmToken = randomBytes(24).toString('base64url');
  const tokenHash = hashToken(confirmToken);
  let outcome: Omit<SubmitResult, 'record'> = { status: 'verified' };
  const record = await update(payload.NPI, (current, now) => {
    const expiresAt = new Date(Date.parse(now) + CONFIRM_TTL_MS).toISOString();
    if (current?.verified && !provesOwnership(current, identity)) {
      outcome = { status: 'pendingOwnerConfirmation', confirmToken, confirmTo: current.SubmitterEmail };
      const { pk: _pk, sk: _sk, version: _v, updatedAt: _u, ...rest } = current;
      return {
        ...rest,
        pending: { payload, tokenHash, expiresAt, submittedAt: now },
        changeRequests: (current.changeRequests ?? 0) + 1,
        lastChangeRequestAt: now,
      };
    }
    if (identity) {
      outcome = { status: 'verified' };
      return { ...payload, SubmitterEmail: identity.email, verified: true, verifiedBy: 'sso', verifiedSubject: identity.sub, verifiedAt: now };
    }
    outcome = { status: 'pendingConfirmation', confirmToken, confirmTo: payload.SubmitterEmail };
    return { ...payload, verified: false, confirmTokenHash: tokenHash, confirmExpiresAt: expiresAt };
  });
  return { record, ...outcome };
}

/** The e-mail link: verifies the unverified record, or applies the pending change, whose token it carries. */
export async function confirmOptIn(npi: string, token: string): Promise<StoredOptIn> {
  const tokenHash = hashToken(token);
  const invalid = () => new HttpError(404, 'confirmation_not_found', 'This confirmation link is not valid or has expired. Please submit the form again.');
  const before = await getOptIn(npi);
  const matches = (current: StoredOptIn | undefined, now: string) =>
    (current?.pending?.tokenHash === tokenHash && current.pending.expiresAt > now) ||
    (current?.confirmTokenHash === tokenHash && (current.confirmExpiresAt ?? '') > now);
  if (!matches(before, new Date().toISOString())) throw invalid();
  return update(npi, (current, now) => {
    if (!current || !matches(current, now)) throw invalid();
    const base = current.pending?.tokenHash === tokenHash ? current.pending.payload : stripState(current);
    return { ...base, verified: true, verifiedBy: 'email', verifiedAt: now };
  });
}

function stripState(record: StoredOptIn): PharmacyOptIn {
  const { NPI, SubmitterName, SubmitterEmail, SubmitterAuthority, MinimumPayment, OptOut, NotifyAboutFurtherOpportunities, AcceptTerms } = record;
  return { NPI, SubmitterName, SubmitterEmail, SubmitterAuthority, MinimumPayment, OptOut, NotifyAboutFurtherOpportunities, AcceptTerms };
}

/** Every current opt-in, for the admin list (a few thousand pharmacies at most: one partition). */
export async function listOptIns(): Promise<OptInRecord[]> {
  const items = await queryAll<StoredOptIn>({ TableName: tableName('pharmacyOptIns'), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': CURRENT_PK } });
  return items.map((r) => ({
    ...stripState(r),
    verified: r.verified,
    ...(r.verifiedBy ? { verifiedBy: r.verifiedBy } : {}),
    pendingChange: Boolean(r.pending),
    ...(r.changeRequests ? { changeRequests: r.changeRequests, lastChangeRequestAt: r.lastChangeRequestAt } : {}),
    version: r.version,
    updatedAt: r.updatedAt,
  }));
}
