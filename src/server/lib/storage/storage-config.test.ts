// The storage settings (docs/configuration.md): each wrong combination is refused at start with a
// sentence naming the setting, and the default keeps pictures under DATA_DIR.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createStorage } from '.';

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/shop-storage-config', JWT_SECRET: 'a-secret-that-is-long-enough-for-the-shop-1234' };
const refusal = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('storage settings', () => {
  it('keep pictures under DATA_DIR by default, addressed on the shop itself', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ provider: 'local' });
    const storage = createStorage(config);
    expect(storage.publicAddress('uploads/products/3')).toBe('uploads/products/3');
    expect(storage.imageOrigins).toEqual([]);
  });

  it('read a bucket, path-style at an endpoint, with a CDN and a signed-address lifetime', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'swara-pictures',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_SIGNED_URL_SECONDS: '120',
    });
    expect(config.storage).toEqual({
      provider: 's3',
      bucket: 'swara-pictures',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      assetBaseUrl: undefined,
      signedUrlSeconds: 120,
    });
    expect(createStorage(config).publicAddress('uploads/banners')).toBe('http://127.0.0.1:9000/swara-pictures/uploads/banners');
    const aws = createStorage(loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'swara-pictures', S3_REGION: 'ap-south-1' }));
    expect(aws.publicAddress('uploads/banners')).toBe('https://swara-pictures.s3.ap-south-1.amazonaws.com/uploads/banners');
  });

  it('refuse what cannot work, saying which setting and why', () => {
    expect(refusal({ STORAGE: 's3' })).toBe(
      'Configuration error: S3_BUCKET is required for STORAGE s3: the bucket that keeps product images, banners, return and review photos',
    );
    expect(refusal({ STORAGE: 's3', S3_BUCKET: 'pictures' })).toMatch(/^Configuration error: S3_REGION is required for STORAGE s3 on Amazon S3/);
    expect(refusal({ STORAGE: 's3', S3_BUCKET: 'pictures', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA' })).toMatch(
      /^Configuration error: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(refusal({ STORAGE: 'ftp' })).toMatch(/^Configuration error: STORAGE /);
    expect(refusal({ S3_BUCKET: 'pictures' })).toBe(
      'Configuration error: S3_BUCKET is read only with STORAGE s3; with STORAGE local (the default) pictures are kept under DATA_DIR',
    );
    expect(refusal({ STORAGE: 's3', S3_BUCKET: 'pictures', S3_REGION: 'ap-south-1', ASSET_BASE_URL: 'images.example.in' })).toBe(
      'Configuration error: ASSET_BASE_URL must be an http:// or https:// address',
    );
    expect(refusal({ STORAGE: 's3', S3_BUCKET: 'pictures', S3_REGION: 'ap-south-1', S3_SIGNED_URL_SECONDS: '7200' })).toMatch(
      /^Configuration error: S3_SIGNED_URL_SECONDS /,
    );
  });
});
