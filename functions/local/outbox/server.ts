import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readSmsKeyword, SMS_KEYWORD_REPLIES } from '../../tables/sms-keywords';
import { isOptedOut, setOptedOut, storeOutboxMessage } from './store';

/**
 * Just enough of SES v2 (`POST /v2/email/outbound-emails`, JSON) and SNS (the AWS Query protocol:
 * a form-encoded POST with `Action=...`, an XML answer) for the unchanged SDK clients to send
 * through it. Each message is stored in the outbox table, with its custom headers (List-Unsubscribe).
 * Signatures are not checked: the server listens on loopback only.
 *
 * Besides the AWS actions, `POST /sms-reply` `{ from, text }` plays a phone replying to our
 * number: STOP (SNS's other opt-out words, and the Spanish ALTO, PARA, CANCELAR, BAJA) adds it to
 * the opt-out list, START removes it, and HELP or AYUDA is answered, in its language, with a text
 * stored in the outbox (functions/tables/sms-keywords.ts has the words and the answers).
 */
const SNS_NS = 'http://sns.amazonaws.com/doc/2010-03-31/';
const E164 = /^\+[1-9]\d{6,14}$/;

class QueryError extends Error {
  constructor(readonly code: string, message: string) {
    super(message);
  }
}

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function answer(res: ServerResponse, ns: string, action: string, result: string): void {
  res.writeHead(200, { 'content-type': 'text/xml' });
  res.end(`<${action}Response xmlns="${ns}"><${action}Result>${result}</${action}Result><ResponseMetadata><RequestId>${randomUUID()}</RequestId></ResponseMetadata></${action}Response>`);
}

function fail(res: ServerResponse, ns: string, err: QueryError): void {
  res.writeHead(400, { 'content-type': 'text/xml' });
  res.end(`<ErrorResponse xmlns="${ns}"><Error><Type>Sender</Type><Code>${err.code}</Code><Message>${xmlEscape(err.message)}</Message></Error><RequestId>${randomUUID()}</RequestId></ErrorResponse>`);
}

interface SesV2SendEmail {
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ReplyToAddresses?: string[];
  Content?: { Simple?: { Subject?: { Data?: string }; Body?: { Html?: { Data?: string }; Text?: { Data?: string } }; Headers?: { Name: string; Value: string }[] } };
  EmailTags?: { Name: string; Value: string }[];
}

/** SES v2 SendEmail with simple content; an answer SES would refuse is refused the same way (400, BadRequestException). */
async function sendEmailV2(input: SesV2SendEmail, res: ServerResponse): Promise<void> {
  const refuse = (message: string) => res.writeHead(400, { 'content-type': 'application/json', 'x-amzn-errortype': 'BadRequestException' }).end(JSON.stringify({ message }));
  const to = [...(input.Destination?.ToAddresses ?? []), ...(input.Destination?.CcAddresses ?? []), ...(input.Destination?.BccAddresses ?? [])];
  const simple = input.Content?.Simple;
  if (!to.length) return void refuse('Missing required header \'To\'.');
  if (!input.FromEmailAddress) return void refuse('Missing FromEmailAddress.');
  if (simple?.Subject?.Data === undefined) return void refuse('Missing required parameter Subject.');
  const category = input.EmailTags?.find((t) => t.Name === 'category')?.Value;
  const headers = Object.fromEntries((simple.Headers ?? []).map((h) => [h.Name, h.Value]));
  const id = await storeOutboxMessage({
    channel: 'email',
    from: input.FromEmailAddress,
    to,
    ...(input.ReplyToAddresses?.length ? { replyTo: input.ReplyToAddresses } : {}),
    subject: simple.Subject.Data,
    ...(simple.Body?.Html?.Data !== undefined ? { html: simple.Body.Html.Data } : {}),
    text: simple.Body?.Text?.Data ?? '',
    ...(category ? { category } : {}),
    ...(Object.keys(headers).length ? { headers } : {}),
  });
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ MessageId: id }));
}

async function publish(form: URLSearchParams): Promise<string> {
  const phone = form.get('PhoneNumber');
  if (!phone) throw new QueryError('InvalidParameter', 'Only SMS to a PhoneNumber is supported by the local outbox.');
  if (!E164.test(phone)) throw new QueryError('InvalidParameter', 'Invalid parameter: PhoneNumber Reason: not in E.164 format');
  // SNS itself drops texts to opted-out numbers; the stand-in does the same.
  if (await isOptedOut(phone)) throw new QueryError('OptedOut', 'Phone number is opted out.');
  const attributes = new Map<string, string>();
  for (let i = 1; form.has(`MessageAttributes.entry.${i}.Name`); i += 1) {
    attributes.set(form.get(`MessageAttributes.entry.${i}.Name`) ?? '', form.get(`MessageAttributes.entry.${i}.Value.StringValue`) ?? '');
  }
  return storeOutboxMessage({
    channel: 'sms',
    to: [phone],
    text: form.get('Message') ?? '',
    smsType: attributes.get('AWS.SNS.SMS.SMSType') ?? 'Promotional',
  });
}

async function handleQuery(form: URLSearchParams, res: ServerResponse): Promise<void> {
  const action = form.get('Action') ?? '';
  const ns = SNS_NS;
  try {
    switch (action) {
      case 'Publish':
        return answer(res, ns, action, `<MessageId>${await publish(form)}</MessageId>`);
      case 'CheckIfPhoneNumberIsOptedOut':
        return answer(res, ns, action, `<isOptedOut>${await isOptedOut(form.get('phoneNumber') ?? '')}</isOptedOut>`);
      case 'OptInPhoneNumber':
        await setOptedOut(form.get('phoneNumber') ?? '', false);
        return answer(res, ns, action, '');
      case 'GetSMSAttributes':
        return answer(res, ns, action, '<attributes><entry><key>DefaultSMSType</key><value>Transactional</value></entry></attributes>');
      default:
        throw new QueryError('InvalidAction', `The local outbox does not implement ${action || 'this action'}.`);
    }
  } catch (err) {
    if (err instanceof QueryError) return fail(res, ns, err);
    throw err;
  }
}

/** A phone replying to our number. */
export async function applySmsReply(from: string, text: string): Promise<{ result: 'optedOut' | 'optedIn' | 'helped' | 'ignored'; lang?: 'en' | 'es' }> {
  const keyword = readSmsKeyword(text);
  if (!keyword) return { result: 'ignored' };
  const { action, lang } = keyword;
  if (action === 'help') {
    // Answered even when the number opted out: a HELP answer is not a marketing message.
    await storeOutboxMessage({ channel: 'sms', to: [from], text: SMS_KEYWORD_REPLIES.help[lang], smsType: 'Transactional', category: 'keyword-reply' });
    return { result: 'helped', lang };
  }
  await setOptedOut(from, action === 'optOut');
  return { result: action === 'optOut' ? 'optedOut' : 'optedIn', lang };
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 11 * 1024 * 1024) throw new QueryError('MessageTooLong', 'Request too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', 'http://local').pathname;
  if (req.method !== 'POST') {
    res.writeHead(405).end();
    return;
  }
  const raw = await readText(req);
  if (path === '/v2/email/outbound-emails') return sendEmailV2(JSON.parse(raw || '{}') as SesV2SendEmail, res);
  if (path === '/sms-reply') {
    const { from, text } = JSON.parse(raw || '{}') as { from?: string; text?: string };
    if (typeof from !== 'string' || !E164.test(from) || typeof text !== 'string') {
      res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'from (E.164) and text are required' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(await applySmsReply(from, text)));
    return;
  }
  await handleQuery(new URLSearchParams(raw), res);
}

export interface OutboxServer {
  url: string;
  close(): Promise<void>;
}

export async function startOutboxServer(): Promise<OutboxServer> {
  const server = createServer((req, res) => {
    handle(req, res).catch((err: Error) => {
      console.error('[outbox] request failed:', err.message);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/xml' });
      res.end('<ErrorResponse><Error><Type>Receiver</Type><Code>InternalFailure</Code></Error></ErrorResponse>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      }),
  };
}
