import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '../../lib/cjs/lib-dynamodb.cjs';
import { MAX_OPT_IN_ATTEMPTS, OPT_IN_FIELDS, type AfterConfirm, type ConfirmStep, type OptInAttempt, type OptInChange, type OptInRecord, type OptInStatus, type PharmacyOptIn } from '../../../shared/contracts/pharmacy-portal';
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
/** Owners whose hold an admin released: their sign-in no longer verifies this NPI. */
const MAX_RELEASED_OWNERS = 20;

interface PendingChange {
  payload: PharmacyOptIn;
  /** The link's token: the verified owner's, then (after the owner approves a new address) the new address's. */
  tokenHash: string;
  expiresAt: string;
  submittedAt: string;
  /** The owner approved; the change of `SubmitterEmail` waits for the new address's link. */
  ownerConfirmedAt?: string;
}

export interface StoredOptIn extends PharmacyOptIn {
  pk: string;
  sk: string;
  verified: boolean;
  verifiedBy?: 'sso' | 'email' | 'admin';
  /** Subject of the signed-in submitter (SSO), for audit. */
  verifiedSubject?: string;
  verifiedAt?: string;
  /** Hash of the confirmation link token of an unverified record. */
  confirmTokenHash?: string;
  confirmExpiresAt?: string;
  /** The typed address of an unverified record confirmed its link: an admin approves it. */
  emailConfirmedAt?: string;
  pending?: PendingChange;
  /** Changes asked for by someone other than the verified owner (each waits for the owner's link). */
  changeRequests?: number;
  lastChangeRequestAt?: string;
  /** Every try to verify or change this NPI, newest last (the admin page lists them). */
  attempts?: OptInAttempt[];
  releasedAt?: string;
  /** Whom an admin released the NPI from: their sign-in no longer verifies it. */
  releasedOwners?: { subjects: string[]; emails: string[] };
  version: number;
  updatedAt: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** What every version carries over, whatever else changes: the audit trail and the released owners. */
function kept(current: StoredOptIn | undefined, attempt: OptInAttempt): Pick<StoredOptIn, 'attempts' | 'releasedOwners' | 'changeRequests' | 'lastChangeRequestAt'> {
  return {
    attempts: [...(current?.attempts ?? []), attempt].slice(-MAX_OPT_IN_ATTEMPTS),
    ...(current?.releasedOwners ? { releasedOwners: current.releasedOwners } : {}),
    ...(current?.changeRequests ? { changeRequests: current.changeRequests, lastChangeRequestAt: current.lastChangeRequestAt } : {}),
  };
}

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
  /** What the e-mail shows: whose link it is and every field before and after. */
  step?: ConfirmStep;
  fields?: ConfirmField[];
}

/** Addresses compared as the mail provider would deliver them (case, surrounding space). */
const sameAddress = (a: string | undefined, b: string | undefined) => Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/**
 * Whether a sign-in verifies an opt-in by itself: an admin, or a pharmacist whose address the
 * identity server verified (a bare `email` claim proves nothing: some providers let anyone type
 * one). Any other sign-in is handled as a typed e-mail. An owner an admin released never
 * verifies this NPI again by sign-in.
 */
export function signInVerifies(identity: Identity | undefined, record?: StoredOptIn): identity is Identity {
  if (!identity) return false;
  if (identity.roles.includes('admin')) return true;
  if (!identity.roles.includes('pharmacist') || !identity.emailVerified || !identity.email) return false;
  const released = record?.releasedOwners;
  return !(released && (released.subjects.includes(identity.sub) || released.emails.some((e) => sameAddress(e, identity.email))));
}

/**
 * Whether this sign-in is the same proof that verified the record: the subject that verified it
 * by SSO, or the verified address on the record, each only from a sign-in that verifies; or an
 * admin. Anyone else's change waits for the record's owner.
 */
function provesOwnership(current: StoredOptIn, identity: Identity | undefined): boolean {
  if (!signInVerifies(identity, current)) return false;
  if (identity.roles.includes('admin')) return true;
  if (current.verifiedSubject && identity.sub === current.verifiedSubject) return true;
  return sameAddress(identity.email, current.SubmitterEmail);
}

/**
 * The rules of proof (a verified opt-in changes only with the same strength of proof that
 * verified it):
 * - no verified record yet: a submission from a sign-in that verifies (`signInVerifies`) is
 *   verified by it; any other waits for the link sent to the typed address, and once that link is
 *   confirmed for an admin's approval (the pharmacy directory, NPPES, lists no e-mail address to
 *   match it against);
 * - a verified record: a submission from its owner (same SSO subject, the verified address on the
 *   record, or an admin) applies at once; any other waits as `pending`, and the confirmation link
 *   goes to the address ALREADY ON THE RECORD, never to one the requester typed. A change of
 *   `SubmitterEmail` the owner approves is then confirmed by the new address too. Every attempt
 *   is kept on the record (`attempts`) and the admin page shows it.
 */
export async function submitOptIn(payload: PharmacyOptIn, identity: Identity | undefined): Promise<SubmitResult> {
  const confirmToken = randomBytes(24).toString('base64url');
  const tokenHash = hashToken(confirmToken);
  let outcome: Omit<SubmitResult, 'record'> = { status: 'verified' };
  const record = await update(payload.NPI, (current, now) => {
    const expiresAt = new Date(Date.parse(now) + CONFIRM_TTL_MS).toISOString();
    const trusted = signInVerifies(identity, current) ? identity : undefined;
    if (current?.verified && !provesOwnership(current, trusted)) {
      const fields = describeFields(current, payload, 'ownerApprovesChange');
      outcome = { status: 'pendingOwnerConfirmation', confirmToken, confirmTo: current.SubmitterEmail, step: 'ownerApprovesChange', fields };
      const { pk: _pk, sk: _sk, version: _v, updatedAt: _u, ...rest } = current;
      return {
        ...rest,
        ...kept(current, { at: now, action: 'changeRequested', email: payload.SubmitterEmail }),
        pending: { payload, tokenHash, expiresAt, submittedAt: now },
        changeRequests: (current.changeRequests ?? 0) + 1,
        lastChangeRequestAt: now,
      };
    }
    if (trusted) {
      outcome = { status: 'verified' };
      return {
        ...payload,
        ...kept(current, { at: now, action: current?.verified ? 'ownerChanged' : 'signInVerified', email: trusted.email }),
        SubmitterEmail: trusted.email,
        verified: true,
        verifiedBy: 'sso',
        verifiedSubject: trusted.sub,
        verifiedAt: now,
      };
    }
    outcome = { status: 'pendingConfirmation', confirmToken, confirmTo: payload.SubmitterEmail, step: 'firstOptIn', fields: describeFields(undefined, payload, 'firstOptIn') };
    return {
      ...payload,
      // A sign-in's own address is logged: it says who tried.
      ...kept(current, { at: now, action: identity ? 'signInNotTrusted' : 'emailSubmitted', email: identity?.email || payload.SubmitterEmail }),
      verified: false,
      confirmTokenHash: tokenHash,
      confirmExpiresAt: expiresAt,
    };
  });
  return { record, ...outcome };
}

type ConfirmField = OptInChange & { changed: boolean };

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const FIELD_LABELS: Record<(typeof OPT_IN_FIELDS)[number], string> = {
  SubmitterName: 'Name',
  SubmitterEmail: 'E-mail address',
  SubmitterAuthority: 'Has authority for the pharmacy',
  MinimumPayment: 'Minimum payment over NADAC',
  OptOut: 'Opted out',
  NotifyAboutFurtherOpportunities: 'Notify about further opportunities',
  AcceptTerms: 'Terms accepted',
};
function formatField(field: (typeof OPT_IN_FIELDS)[number], v: PharmacyOptIn): string {
  switch (field) {
    case 'MinimumPayment': return v.OptOut ? 'none (opted out)' : `$${v.MinimumPayment}`;
    case 'SubmitterAuthority': case 'OptOut': case 'NotifyAboutFurtherOpportunities': case 'AcceptTerms': return yesNo(v[field]);
    default: return v[field] === '' ? '(none)' : v[field];
  }
}

/**
 * Every field before and after, as the confirmation page and e-mail show them. The new address of
 * a change sees only the values it confirms: the owner's own details are not shown to it.
 */
export function describeFields(current: PharmacyOptIn | undefined, next: PharmacyOptIn, step: ConfirmStep): ConfirmField[] {
  return OPT_IN_FIELDS.map((field) => {
    const to = formatField(field, next);
    const from = current && step === 'ownerApprovesChange' ? formatField(field, current) : null;
    const changed = current ? formatField(field, current) !== to : true;
    return { field, label: FIELD_LABELS[field], from, to, changed };
  });
}

export interface ConfirmPreview {
  NPI: string;
  step: ConfirmStep;
  fields: ConfirmField[];
  then: AfterConfirm;
  expiresAt: string;
}

const linkInvalid = () => new HttpError(404, 'confirmation_not_found', 'This confirmation link is not valid or has expired. Please submit the form again.');

/** Whose link a token is on this record, if it is valid now. */
function linkOn(current: StoredOptIn | undefined, tokenHash: string, now: string): { step: ConfirmStep; expiresAt: string } | undefined {
  if (!current) return undefined;
  const pending = current.pending;
  if (pending?.tokenHash === tokenHash && pending.expiresAt > now) {
    return { step: pending.ownerConfirmedAt ? 'newAddressConfirms' : 'ownerApprovesChange', expiresAt: pending.expiresAt };
  }
  if (!current.verified && current.confirmTokenHash === tokenHash && (current.confirmExpiresAt ?? '') > now) {
    return { step: 'firstOptIn', expiresAt: current.confirmExpiresAt! };
  }
  return undefined;
}

const changesAddress = (current: StoredOptIn, pending: PendingChange) => !sameAddress(current.SubmitterEmail, pending.payload.SubmitterEmail);

/** What the link would do, changing nothing (the confirmation page shows it before its one click). */
export async function previewConfirmation(npi: string, token: string): Promise<ConfirmPreview> {
  const current = await getOptIn(npi);
  const link = linkOn(current, hashToken(token), new Date().toISOString());
  if (!current || !link) throw linkInvalid();
  if (link.step === 'firstOptIn') {
    return { NPI: npi, step: link.step, fields: describeFields(undefined, stripState(current), link.step), then: 'awaitingApproval', expiresAt: link.expiresAt };
  }
  const pending = current.pending!;
  const then: AfterConfirm = link.step === 'ownerApprovesChange' && changesAddress(current, pending) ? 'awaitingNewAddress' : 'applied';
  return { NPI: npi, step: link.step, fields: describeFields(stripState(current), pending.payload, link.step), then, expiresAt: link.expiresAt };
}

export interface ApplyResult {
  record: StoredOptIn;
  status: AfterConfirm;
  /** After the owner approves a new address: the new address's link. */
  confirmToken?: string;
  confirmTo?: string;
  fields?: ConfirmField[];
}

/**
 * The confirmation page's one click (a POST, never the e-mailed GET):
 * - a first opt-in's typed address is confirmed, and waits for an admin's approval;
 * - the owner approves a change: applied, or, when it changes `SubmitterEmail`, passed on to the
 *   new address with a new link (the owner's link is then used up);
 * - the new address confirms: applied.
 */
export async function applyConfirmation(npi: string, token: string): Promise<ApplyResult> {
  const tokenHash = hashToken(token);
  if (!linkOn(await getOptIn(npi), tokenHash, new Date().toISOString())) throw linkInvalid();
  const nextToken = randomBytes(24).toString('base64url');
  let result: Omit<ApplyResult, 'record'> = { status: 'applied' };
  const record = await update(npi, (current, now) => {
    const link = linkOn(current, tokenHash, now);
    if (!current || !link) throw linkInvalid();
    const { pk: _pk, sk: _sk, version: _v, updatedAt: _u, pending, confirmTokenHash: _h, confirmExpiresAt: _e, ...rest } = current;
    if (link.step === 'firstOptIn') {
      result = { status: 'awaitingApproval' };
      return { ...rest, ...kept(current, { at: now, action: 'emailConfirmed', email: current.SubmitterEmail }), emailConfirmedAt: now };
    }
    if (link.step === 'ownerApprovesChange' && changesAddress(current, pending!)) {
      const expiresAt = new Date(Date.parse(now) + CONFIRM_TTL_MS).toISOString();
      result = { status: 'awaitingNewAddress', confirmToken: nextToken, confirmTo: pending!.payload.SubmitterEmail, fields: describeFields(stripState(current), pending!.payload, 'newAddressConfirms') };
      return {
        ...rest,
        ...kept(current, { at: now, action: 'ownerConfirmed', email: current.SubmitterEmail }),
        pending: { ...pending!, tokenHash: hashToken(nextToken), expiresAt, ownerConfirmedAt: now },
      };
    }
    result = { status: 'applied' };
    if (link.step === 'ownerApprovesChange') {
      // Same address: the same owner, so the same proof stands.
      const { verifiedBy, verifiedSubject, verifiedAt } = current;
      return {
        ...pending!.payload,
        ...kept(current, { at: now, action: 'ownerConfirmed', email: current.SubmitterEmail }),
        verified: true,
        ...(verifiedBy ? { verifiedBy } : {}),
        ...(verifiedSubject ? { verifiedSubject } : {}),
        ...(verifiedAt ? { verifiedAt } : {}),
      };
    }
    // The new address, after its owner's approval: the old sign-in no longer owns the record.
    return {
      ...pending!.payload,
      ...kept(current, { at: now, action: 'newAddressConfirmed', email: pending!.payload.SubmitterEmail }),
      verified: true,
      verifiedBy: 'email',
      verifiedAt: now,
    };
  });
  return { record, ...result };
}

/** An admin verifies an opt-in whose typed address confirmed its link. */
export async function approveOptIn(npi: string, admin: Identity): Promise<StoredOptIn> {
  return update(npi, (current, now) => {
    if (!current) throw new HttpError(404, 'opt_in_not_found', 'No opt-in for this NPI.');
    if (current.verified || !current.emailConfirmedAt) throw new HttpError(409, 'not_awaiting_approval', 'This opt-in is not waiting for approval: its e-mail address must confirm its link first.');
    const { pk: _pk, sk: _sk, version: _v, updatedAt: _u, ...rest } = current;
    return { ...rest, ...kept(current, { at: now, action: 'adminApproved', email: admin.email }), verified: true, verifiedBy: 'admin', verifiedAt: now };
  });
}

/**
 * An admin releases an NPI from whoever holds it: unverified, no pending change or link, and its
 * owner (subject and address) can no longer verify it by sign-in; the real pharmacy opts in anew.
 */
export async function releaseOptIn(npi: string, admin: Identity): Promise<StoredOptIn> {
  return update(npi, (current, now) => {
    if (!current) throw new HttpError(404, 'opt_in_not_found', 'No opt-in for this NPI.');
    const owners = current.releasedOwners ?? { subjects: [], emails: [] };
    const releasedOwners = {
      subjects: [...owners.subjects, ...(current.verifiedSubject ? [current.verifiedSubject] : [])].slice(-MAX_RELEASED_OWNERS),
      emails: [...owners.emails, current.SubmitterEmail].slice(-MAX_RELEASED_OWNERS),
    };
    return { ...stripState(current), ...kept(current, { at: now, action: 'released', email: admin.email }), releasedOwners, verified: false, releasedAt: now };
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
    awaitingApproval: !r.verified && Boolean(r.emailConfirmedAt),
    ...(r.releasedAt ? { releasedAt: r.releasedAt } : {}),
    pendingChange: Boolean(r.pending),
    ...(r.changeRequests ? { changeRequests: r.changeRequests, lastChangeRequestAt: r.lastChangeRequestAt } : {}),
    attempts: r.attempts ?? [],
    version: r.version,
    updatedAt: r.updatedAt,
  }));
}
