import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings pointing the server at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const BUCKET = 'cue-media';
// s3rver's fixed test credentials.
const KEY = 'S3RVER';

/**
 * A real S3-compatible server (s3rver) on a free loopback port, its files in a temp folder.
 * s3rver checks a presigned link's expiry but not its V4 signature, so a small front on another
 * loopback port does what S3 does: it signs the same request again and refuses (403) a link
 * whose signature does not match its path and parameters (another file, another size, tampered).
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'cue-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const backend = (await s3rver.run()) as unknown as { port: number };
  const front = createServer((req, res) => {
    void verify(req, front.address() as AddressInfo).then((ok) => {
      if (!ok)
        return res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      forward(req, res, backend.port);
    });
  });
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  const { port } = front.address() as AddressInfo;
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
    },
    close: async () => {
      await new Promise<void>((done) => front.close(() => done()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A presigned GET is good only if signing the same request again gives the same signature. */
async function verify(req: IncomingMessage, address: AddressInfo): Promise<boolean> {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${address.port}`);
  const given = url.searchParams.get('X-Amz-Signature');
  if (req.method !== 'GET' || !given) return true;
  const date = url.searchParams.get('X-Amz-Date') ?? '';
  const signingDate = new Date(
    date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const key = decodeURIComponent(url.pathname.slice(`/${BUCKET}/`.length));
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const param = (name: string) => url.searchParams.get(name) ?? undefined;
  const again = await getSignedUrl(
    client,
    new GetObjectCommand({
      Bucket: BUCKET,
      Key: key,
      ResponseContentType: param('response-content-type'),
      ResponseContentDisposition: param('response-content-disposition'),
      ResponseCacheControl: param('response-cache-control'),
    }),
    { expiresIn: Number(param('X-Amz-Expires')), signingDate },
  ).catch(() => '');
  return new URL(again || 'http://x/').searchParams.get('X-Amz-Signature') === given;
}

function forward(req: IncomingMessage, res: ServerResponse, port: number) {
  const upstream = httpRequest(
    { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => res.writeHead(502).end());
  req.pipe(upstream);
}
