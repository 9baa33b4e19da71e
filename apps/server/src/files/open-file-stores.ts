import type { Config } from '../config';
import { localFileStores, type FileStores } from './file-store';
import { s3FileStores } from './s3-file-store';

/** The file stores the configuration asks for: S3-compatible storage when `S3_BUCKET` is set, the data folder otherwise. */
export async function openFileStores(config: Config): Promise<{ stores: FileStores; close: () => void }> {
  if (!config.S3_BUCKET) return { stores: localFileStores(config.DATA_DIR), close: () => undefined };
  return s3FileStores({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
  });
}
