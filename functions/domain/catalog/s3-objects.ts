import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { traced } from '../../lib/tracer';

/**
 * The S3 reads of the data loaders: the seed files a deploy uploads and the NADAC drop bucket.
 * One client per container; `AWS_ENDPOINT_URL_S3` (the SDK's convention) points it at a stand-in
 * (the bundle test's), with path-style addressing, as a stand-in on one host needs.
 */
let client: S3Client | undefined;

function s3(): S3Client {
  if (!client) {
    const endpoint = process.env.AWS_ENDPOINT_URL_S3;
    client = traced(new S3Client(endpoint
      ? { endpoint, forcePathStyle: true, region: process.env.AWS_REGION ?? 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}));
  }
  return client;
}

/** A whole object's bytes. */
export async function readObject(bucket: string, key: string): Promise<Uint8Array> {
  const out = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!out.Body) throw new Error(`s3://${bucket}/${key} has no body`);
  return out.Body.transformToByteArray();
}

export interface ListedObject {
  key: string;
  lastModified: Date;
  size: number;
}

/** Every object of a bucket (under `prefix`), page after page. */
export async function listObjects(bucket: string, prefix = ''): Promise<ListedObject[]> {
  const all: ListedObject[] = [];
  let token: string | undefined;
  do {
    const page = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ...(token ? { ContinuationToken: token } : {}) }));
    for (const o of page.Contents ?? []) if (o.Key) all.push({ key: o.Key, lastModified: o.LastModified ?? new Date(0), size: o.Size ?? 0 });
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return all;
}
