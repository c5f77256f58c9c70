import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startDynalite } from '../../functions/local/dynamodb';
import { localTableName } from '../../functions/tables/dynamodb';

const ROOT = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'rxsavvy-runtime-'));

/** Starts `npm start`'s runtime (without the SPA build) as its own process, as a user would. */
function startProcess(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'functions/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`runtime did not start: ${out}`)), 45_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at (http:\/\/[\d.:]+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: m[1] });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`runtime exited early (${code}): ${out}`)));
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGINT');
  });
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the local runtime process', () => {
  it('serves the API on loopback, stops cleanly on Ctrl-C and keeps its data', async () => {
    const first = await startProcess();
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const marker = `persisted ${Date.now()}`;
    const res = await fetch(`${first.url}/api/ecsClientError`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ errorText: marker }) });
    expect(res.status).toBe(201);
    expect(await stop(first.child)).toBe(0);
    await expect(fetch(`${first.url}/config`)).rejects.toThrow();

    const second = await startProcess();
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
    expect(await stop(second.child)).toBe(0);

    const dynamo = await startDynalite(join(dataDir));
    try {
      const doc = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: dynamo.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }));
      const items = await doc.send(new QueryCommand({
        TableName: localTableName('clientErrors'),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `day#${new Date().toISOString().slice(0, 10)}` },
      }));
      expect(items.Items?.map((i) => i.errorText)).toContain(marker);
    } finally {
      await dynamo.close();
    }
  }, 120_000);
});
