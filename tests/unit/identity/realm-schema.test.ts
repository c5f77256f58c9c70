import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REALM_FILE } from '../../../infra/identity/realm';
import { KEYCLOAK_IMAGE } from '../../../infra/stacks/identity-stack';

/**
 * The committed realm file against Keycloak's own realm representation, as recorded in
 * tests/fixtures/keycloak-26-realm-representation.json (its source and version are in the file):
 * every key must be one Keycloak knows, with the JSON type Keycloak reads, down through the
 * representations the file nests (roles, clients, protocol mappers, identity providers), and the
 * keys of the open string maps must be ones Keycloak's server reads. What this cannot prove (that
 * Keycloak 26.8 imports it and issues the tokens it describes) only a deploy does: README
 * "Identity server (Keycloak)".
 */
interface Fixture {
  keycloakMajor: number;
  source: { package: string; version: string };
  representations: Record<string, Record<string, string>>;
  freeFormMaps: { protocolMappers: Record<string, string[]>; clientAttributes: string[]; smtpServer: string[]; identityProviderConfig: string[] };
}
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/keycloak-26-realm-representation.json'), 'utf8')) as Fixture;
const realm = JSON.parse(readFileSync(REALM_FILE, 'utf8')) as unknown;

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** Every mismatch between `value` and the recorded representation `name`, as `path: why`. */
function problemsOf(value: unknown, name: string, path: string): string[] {
  const shape = fixture.representations[name];
  if (!shape) return [`${path}: no recorded representation ${name}`];
  if (jsonType(value) !== 'object') return [`${path}: ${name} must be an object, is ${jsonType(value)}`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const here = `${path}.${key}`;
    const expected = shape[key];
    if (!expected) return [`${here}: ${name} has no property ${key}`];
    if (expected.endsWith('[]')) {
      if (!Array.isArray(v)) return [`${here}: must be an array`];
      const item = expected.slice(0, -2);
      return v.flatMap((element, i) => (item === 'string' ? (typeof element === 'string' ? [] : [`${here}[${i}]: must be a string`]) : problemsOf(element, item, `${here}[${i}]`)));
    }
    if (fixture.representations[expected]) return problemsOf(v, expected, here);
    return jsonType(v) === expected ? [] : [`${here}: must be ${expected}, is ${jsonType(v)}`];
  });
}

/** Keys of an open map that Keycloak does not read, and values that are not strings (Keycloak's maps are string to string). */
function mapProblems(map: Record<string, unknown>, known: readonly string[], path: string): string[] {
  return Object.entries(map).flatMap(([k, v]) => [
    ...(known.includes(k) ? [] : [`${path}.${k}: not a key Keycloak reads here`]),
    ...(typeof v === 'string' ? [] : [`${path}.${k}: must be a string`]),
  ]);
}

/* eslint-disable @typescript-eslint/no-explicit-any -- untyped JSON */
function freeFormProblems(r: any): string[] {
  const { protocolMappers, clientAttributes, smtpServer, identityProviderConfig } = fixture.freeFormMaps;
  return [
    ...mapProblems(r.smtpServer ?? {}, smtpServer, '$.smtpServer'),
    ...(r.identityProviders ?? []).flatMap((p: any, i: number) => mapProblems(p.config ?? {}, identityProviderConfig, `$.identityProviders[${i}].config`)),
    ...(r.clients ?? []).flatMap((c: any, i: number) => [
      ...mapProblems(c.attributes ?? {}, clientAttributes, `$.clients[${i}].attributes`),
      ...(c.protocolMappers ?? []).flatMap((m: any, j: number) => {
        const known = protocolMappers[m.protocolMapper];
        const at = `$.clients[${i}].protocolMappers[${j}]`;
        return known ? mapProblems(m.config ?? {}, known, `${at}.config`) : [`${at}.protocolMapper: ${m.protocolMapper} is not a recorded mapper type`];
      }),
    ]),
  ];
}

describe('the realm file against Keycloak\'s realm representation', () => {
  it('is recorded from the Keycloak major the identity stack runs', () => {
    expect(KEYCLOAK_IMAGE.version.split('.')[0]).toBe(String(fixture.keycloakMajor));
    expect(fixture.source).toMatchObject({ package: '@keycloak/keycloak-admin-client', version: expect.stringMatching(/^26\./) });
  });

  it('uses only keys Keycloak knows, with the JSON types Keycloak reads', () => {
    expect(problemsOf(realm, 'RealmRepresentation', '$')).toEqual([]);
  });

  it('uses only mapper types, mapper config keys, client attributes, SMTP and broker keys Keycloak reads', () => {
    expect(freeFormProblems(realm)).toEqual([]);
  });

  it('finds a misspelt key, a wrong type and an unknown mapper config key (the check can fail)', () => {
    const broken = JSON.parse(JSON.stringify(realm)) as any;
    broken.verifyEmails = true;
    broken.bruteForceProtected = 'true';
    broken.clients[0].publicClient = 1;
    broken.clients[0].protocolMappers[0].config['access.token.claims'] = 'true';
    broken.clients[0].attributes['pkce.method'] = 'S256';
    expect(problemsOf(broken, 'RealmRepresentation', '$')).toEqual([
      '$.bruteForceProtected: must be boolean, is string',
      '$.clients[0].publicClient: must be boolean, is number',
      '$.verifyEmails: RealmRepresentation has no property verifyEmails',
    ]);
    expect(freeFormProblems(broken)).toEqual([
      '$.clients[0].attributes.pkce.method: not a key Keycloak reads here',
      '$.clients[0].protocolMappers[0].config.access.token.claims: not a key Keycloak reads here',
    ]);
  });
});
