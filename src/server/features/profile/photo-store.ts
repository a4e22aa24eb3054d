import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** User ids are ours (letters, digits, '_' and '-'); anything else never names a file. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Where the photo is read from; `v` changes with the picture, so browsers may keep it for ever. */
export function photoUrlOf(photo: Buffer): string {
  const version = createHash('sha256').update(photo).digest('hex').slice(0, 16);
  return `/api/users/me/photo?v=${version}`;
}

/** Users' photos, one file each, in the data folder's photos/ folder. */
export class PhotoStore {
  constructor(private readonly folder: string) {}

  private fileOf(userId: string): string {
    if (!SAFE_ID.test(userId)) throw new Error('unexpected user id for a photo file');
    return path.join(this.folder, `${userId}.webp`);
  }

  /** Written beside and renamed into place, so a reader never sees half a picture. */
  async save(userId: string, photo: Buffer): Promise<void> {
    const file = this.fileOf(userId);
    await fs.mkdir(this.folder, { recursive: true });
    const partial = `${file}.${randomUUID()}.part`;
    await fs.writeFile(partial, photo);
    await fs.rename(partial, file);
  }

  async read(userId: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.fileOf(userId));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async remove(userId: string): Promise<void> {
    await fs.rm(this.fileOf(userId), { force: true });
  }
}
