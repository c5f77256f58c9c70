import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type JobDef, jobs, WEEK_DAYS } from '../../functions/tables/jobs';
import { functionName } from '../../functions/tables/resource-names';
import { routes } from '../../functions/tables/routes';
import { tables } from '../../functions/tables/dynamodb';
import { LEASE_MS } from '../../functions/domain/signups/dispatcher';

const JOBS_DIR = join(import.meta.dirname, '..', '..', 'functions', 'jobs');
const all = jobs as readonly JobDef[];

describe('the job table', () => {
  it('has unique kebab-case ids that no route uses (they share the Lambda naming convention)', () => {
    expect(new Set(all.map((j) => j.id)).size).toBe(all.length);
    for (const job of all) expect(job.id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
    const routeIds = new Set(routes.map((r) => r.id));
    expect(all.filter((j) => routeIds.has(j.id)).map((j) => j.id)).toEqual([]);
  });

  // Imports every job handler (and the domain code behind it): give a loaded machine time.
  it('points every job at a handler.ts that exports `handler`, wrapped by jobHandler with its own id', { timeout: 60_000 }, async () => {
    for (const job of all) {
      const file = join(JOBS_DIR, job.id, 'handler.ts');
      expect(existsSync(file), `${job.id}: ${file} is missing`).toBe(true);
      const mod = (await import(file)) as { handler?: unknown };
      expect(typeof mod.handler, `${job.id}: handler export`).toBe('function');
      const source = readFileSync(file, 'utf8');
      expect(source, `${job.id}: goes through jobHandler('${job.id}', ...)`).toContain(`jobHandler('${job.id}',`);
      expect(source, `${job.id}: logs through the wrapper's logger`).not.toContain('createLogger');
    }
  });

  it('has an entry for every folder in functions/jobs/ (no orphan jobs)', () => {
    const folders = readdirSync(JOBS_DIR, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    const listed = new Set(all.map((j) => j.id));
    expect(folders.filter((f) => !listed.has(f))).toEqual([]);
  });

  it('lists only known tables, sane limits and names Lambda accepts', () => {
    for (const job of all) {
      for (const key of Object.keys(job.resources.tables ?? {})) expect(Object.keys(tables), job.id).toContain(key);
      expect(job.memoryMb, job.id).toBeGreaterThanOrEqual(128);
      expect(job.timeoutSeconds, job.id).toBeGreaterThan(0);
      expect(job.timeoutSeconds, job.id).toBeLessThanOrEqual(900);
      expect(job.description.length, job.id).toBeGreaterThan(10);
      expect(() => functionName('staging', job.id), job.id).not.toThrow();
    }
  });

  it('gives every schedule a valid time and lets no run outlive what it waits for', () => {
    for (const job of all) {
      const t = job.trigger;
      if (t.kind !== 'schedule') continue;
      if ('every' in t) expect(t.every, job.id).toBeGreaterThanOrEqual(1);
      else if ('hourlyAt' in t) expect(t.hourlyAt >= 0 && t.hourlyAt < 60, job.id).toBe(true);
      else if ('weeklyAt' in t) expect(WEEK_DAYS.includes(t.weeklyAt.day) && t.weeklyAt.hour >= 0 && t.weeklyAt.hour < 24 && t.weeklyAt.minute >= 0 && t.weeklyAt.minute < 60, job.id).toBe(true);
      else expect(t.dailyAt.hour >= 0 && t.dailyAt.hour < 24 && t.dailyAt.minute >= 0 && t.dailyAt.minute < 60, job.id).toBe(true);
      if ('every' in t) expect(job.timeoutSeconds, `${job.id} ends before its next run`).toBeLessThanOrEqual(t.every * 60);
    }
    const reminders = all.find((j) => j.id === 'signups-dispatch')!;
    expect(reminders.timeoutSeconds * 1000, 'a dispatcher run ends before its claims expire').toBeLessThan(LEASE_MS);
  });

  it('has one authorizer and one consumer of the SES events', () => {
    expect(all.filter((j) => j.trigger.kind === 'authorizer')).toHaveLength(1);
    expect(all.filter((j) => j.trigger.kind === 'ses-events')).toHaveLength(1);
  });
});
