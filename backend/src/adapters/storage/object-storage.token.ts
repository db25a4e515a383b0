/** DI token of the ObjectStorage port (LocalDiskStorage or S3Storage, chosen by STORAGE_DRIVER). */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');
