// Pictures as objects in an S3-compatible bucket (STORAGE=s3, docs/storage.md): Amazon S3, or a
// service such as MinIO or Cloudflare R2 at S3_ENDPOINT, addressed path-style there. Public keys
// (uploads/) are read by browsers straight from the bucket's address or ASSET_BASE_URL, which a
// bucket policy opens for that prefix only; every other object is private and reached through a
// short-lived presigned GET. The SDK loads with the first call, not with the server.
import type { S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';
import { assertKey, cacheControlOf, storageDown, type PutOptions, type Storage, type StoredObject } from './storage';

type S3Settings = Extract<Config['storage'], { provider: 's3' }>;
type Sdk = typeof import('@aws-sdk/client-s3');

/** Whether an SDK error says the object is not there (anything else is the bucket failing us). */
const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export class S3Storage implements Storage {
  readonly provider = 's3' as const;
  readonly imageOrigins: string[];
  private readonly base: string;
  private loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly settings: S3Settings) {
    const bucketAddress = settings.endpoint ? `${settings.endpoint}/${settings.bucket}` : `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
    this.base = settings.assetBaseUrl ?? bucketAddress;
    this.imageOrigins = [...new Set([new URL(this.base).origin, new URL(bucketAddress).origin])];
  }

  private sdk() {
    return (this.loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      const s = this.settings;
      const client = new sdk.S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: Boolean(s.endpoint),
        credentials: s.credentials,
        // A bucket that does not answer is told quickly, not after the SDK's long default waits.
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 3000, requestTimeout: 20000 },
        // S3-compatible services do not all take the newer trailing checksums; MD5/ETag is enough here.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      });
      return { sdk, client };
    }));
  }

  /** Runs one call; a failure other than "not there" becomes the shop's 503 sentence. */
  private async call<T>(run: (sdk: Sdk, client: S3Client) => Promise<T>, missing?: () => T): Promise<T> {
    const { sdk, client } = await this.sdk();
    try {
      return await run(sdk, client);
    } catch (err) {
      if (missing && isMissing(err)) return missing();
      throw storageDown(err);
    }
  }

  async put(key: string, body: Buffer, { contentType }: PutOptions): Promise<void> {
    assertKey(key);
    await this.call((sdk, client) =>
      client.send(
        new sdk.PutObjectCommand({ Bucket: this.settings.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: cacheControlOf(key) }),
      ),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertKey(key);
    return this.call(
      async (sdk, client) => {
        const out = await client.send(new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
      },
      () => null,
    );
  }

  async delete(keys: string[]): Promise<void> {
    keys.forEach(assertKey);
    await Promise.all(
      keys.map((key) =>
        this.call(
          (sdk, client) => client.send(new sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key })),
          () => undefined,
        ),
      ),
    );
  }

  async head(key: string): Promise<StoredObject | null> {
    assertKey(key);
    return this.call(
      async (sdk, client) => {
        const out = await client.send(new sdk.HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
        return { key, size: out.ContentLength ?? 0, modified: out.LastModified ?? new Date(0), etag: out.ETag };
      },
      () => null,
    );
  }

  async exists(key: string): Promise<boolean> {
    return (await this.head(key)) !== null;
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    let token: string | undefined;
    do {
      const page = await this.call((sdk, client) =>
        client.send(new sdk.ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token })),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) yield { key: o.Key, size: o.Size ?? 0, modified: o.LastModified ?? new Date(0), etag: o.ETag };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  publicAddress(key: string): string {
    return `${this.base}/${key}`;
  }

  async signedAddress(key: string): Promise<string> {
    assertKey(key);
    const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner');
    // Signing is local arithmetic: no call reaches the bucket here.
    return this.call((sdk, client) =>
      getSignedUrl(client, new sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }), { expiresIn: this.settings.signedUrlSeconds }),
    );
  }
}
