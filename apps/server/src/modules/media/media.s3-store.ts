import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { LinkWindow } from './media-links.js';
import type { LinkedFile, MediaStore } from './media.store.js';
import { contentDisposition } from './media.presenter.js';
import type { ByteRange } from './media.range.js';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a test server); AWS itself when absent. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Files in an S3-compatible bucket, served by presigned GETs that carry the headers our own route
 * would send. Links are signed at the start of the link window (decision 040), so one file has
 * one link for a while and the browser cache keeps working.
 */
export class S3MediaStore implements MediaStore {
  private readonly client: S3Client;
  /** Links of the current window, so a list of 200 photos is not presigned again on every answer. */
  private readonly links = new Map<string, string>();
  private linksWindow = 0;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      ...(settings.endpoint && { endpoint: settings.endpoint, forcePathStyle: true }),
      // Checksums only when S3 demands them: many S3-compatible services reject the new defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async saveFile(key: string, path: string, contentType: string): Promise<void> {
    // Streamed from disk: a 200 MB video never sits in memory.
    const { size } = await stat(path);
    await this.put(key, createReadStream(path), size, contentType);
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.settings.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }

  /** Presigning is local computation, but the SDK makes it async; one link per key and window. */
  async link(key: string, file: LinkedFile, window: LinkWindow): Promise<string> {
    if (this.linksWindow !== window.signedAt) {
      this.links.clear();
      this.linksWindow = window.signedAt;
    }
    const cacheKey = `${key}:${file.fileName ?? ''}`;
    const cached = this.links.get(cacheKey);
    if (cached) return cached;
    const link = await this.presign(key, file, window);
    this.links.set(cacheKey, link);
    return link;
  }

  async open(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        ...(range && { Range: `bytes=${range.start}-${range.end}` }),
      }),
    );
    return answer.Body as Readable;
  }

  async sizeOf(key: string): Promise<number> {
    const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
    return head.ContentLength ?? 0;
  }

  private presign(key: string, file: LinkedFile, window: LinkWindow): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: file.mimeType,
      ResponseContentDisposition: contentDisposition(file.disposition, file),
      // Kept by the viewer's browser only, never by a shared cache.
      ResponseCacheControl: `private, max-age=${window.expires - window.signedAt}`,
    });
    return getSignedUrl(this.client, command, {
      expiresIn: window.expires - window.signedAt,
      signingDate: new Date(window.signedAt * 1000),
    });
  }

  private async put(key: string, body: Buffer | Readable, length: number, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentLength: length,
        ContentType: contentType,
      }),
    );
  }
}
