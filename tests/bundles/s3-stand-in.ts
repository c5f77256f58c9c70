import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the two HTTP services the data jobs talk to, on one loopback port:
 * - S3, path-style (the jobs' client uses it when AWS_ENDPOINT_URL_S3 is set): GetObject and
 *   ListObjectsV2 of the objects `put` stored;
 * - CloudFormation's pre-signed response URL: a PUT anywhere else is kept as a custom resource's answer.
 */
export async function startS3StandIn() {
  const objects = new Map<string, { bytes: Buffer; lastModified: Date }>();
  const answers: { path: string; body: Record<string, unknown> }[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const [bucket = '', ...rest] = url.pathname.slice(1).split('/').map(decodeURIComponent);
      const key = rest.join('/');
      if (req.method === 'PUT') {
        answers.push({ path: url.pathname, body: JSON.parse((await read(req)).toString('utf8')) as Record<string, unknown> });
        res.writeHead(200).end();
      } else if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        const prefix = `${bucket}/`;
        const listed = [...objects].filter(([k]) => k.startsWith(prefix));
        const contents = listed.map(([k, o]) => `<Contents><Key>${k.slice(prefix.length)}</Key><LastModified>${o.lastModified.toISOString()}</LastModified><Size>${o.bytes.length}</Size><StorageClass>STANDARD</StorageClass></Contents>`).join('');
        res.writeHead(200, { 'content-type': 'application/xml' }).end(`<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>${bucket}</Name><Prefix></Prefix><KeyCount>${listed.length}</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`);
      } else if (req.method === 'GET' && objects.has(`${bucket}/${key}`)) {
        const o = objects.get(`${bucket}/${key}`)!;
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(o.bytes.length), 'last-modified': o.lastModified.toUTCString() }).end(o.bytes);
      } else {
        res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    /** Stores an object, as an operator's upload or a deploy's asset. */
    put(bucket: string, key: string, bytes: Buffer | string, lastModified = new Date()): void {
      objects.set(`${bucket}/${key}`, { bytes: Buffer.from(bytes), lastModified });
    },
    /** A response URL for one custom resource event. */
    responseUrl: (name: string) => `${endpoint}/cloudformation-response/${name}`,
    /** The answers PUT to the response URLs so far. */
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
