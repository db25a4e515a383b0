import { ZipFile } from 'yazl';

/** One file of an archive: its path inside the archive and its bytes. */
export interface ArchiveEntry {
  path: string;
  body: Uint8Array;
}

/** A zip of the entries (yazl, deflated), in memory: an account's data is a few images and some JSON. */
export function zipArchive(entries: readonly ArchiveEntry[], mtime: Date): Promise<Buffer> {
  const zip = new ZipFile();
  for (const entry of entries) zip.addBuffer(Buffer.from(entry.body), entry.path, { mtime });
  zip.end();
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/** The file name inside the archive of a stored image: its folder, then the key's last segment. */
export function archivePath(folder: string, storageKey: string): string {
  const name = storageKey.split('/').pop() ?? storageKey;
  return `${folder}/${name}`;
}
