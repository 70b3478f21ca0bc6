/** The parts of the AWS SDK the S3 file store uses, loaded together on its first use (file-store.ts). */
export {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { Upload } from '@aws-sdk/lib-storage';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
