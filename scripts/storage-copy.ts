// npm run storage:copy: copies the pictures kept under DATA_DIR (product images and their variants,
// banners, return and review photos) into the bucket STORAGE=s3 names, before a shop switches to
// it (docs/storage.md). Objects already there with the same content are skipped: run it again after
// a stop, or just before the switch to pick up the last uploads; a second run copies nothing.
import { ConfigError, loadConfig } from '../src/server/config';
import { createStorage, STORAGE_DOWN } from '../src/server/lib/storage';
import { copyFolderToStorage } from '../src/server/lib/storage/copy-folder';

let config;
try {
  config = loadConfig(process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
if (config.storage.provider !== 's3') {
  console.error('storage:copy copies DATA_DIR into a bucket: set STORAGE=s3 and the S3_* settings of the bucket (docs/configuration.md).');
  process.exit(1);
}
console.log(`Copying the pictures under ${config.dataDir} into the bucket ${config.storage.bucket} ...`);
const report = await copyFolderToStorage(config.dataDir, createStorage(config), (line) => console.log(line));
console.log(`${report.copied} copied, ${report.skipped} already in the bucket, ${report.failed} failed.`);
if (report.failed) {
  console.error(`Some files were not copied (${STORAGE_DOWN.split(':')[0].toLowerCase()}?): run storage:copy again; what is already there is skipped.`);
  process.exit(1);
}
