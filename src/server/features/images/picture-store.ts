import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

const NAME = /^[0-9a-f]{32}-\d{1,4}\.webp$/;

/**
 * Resized pictures on disk (decision 302), at most `capBytes` of them: the least recently used
 * go first. Each is written to a temporary name and renamed into place, so a crash never leaves
 * a half file under a served name; leftovers are removed at start. Which files were used last is
 * kept in memory (a Map in use order); after a restart it starts from the files' write times.
 */
export class PictureStore {
  private readonly sizes = new Map<string, number>();
  private total = 0;
  private opening: Promise<void> | undefined;

  constructor(
    private readonly dir: string,
    private readonly capBytes: number,
  ) {}

  /** The folder is read at the first picture asked for, not while the server starts. */
  private opened(): Promise<void> {
    this.opening ??= this.open();
    return this.opening;
  }

  /** The total the store holds, for tests and the bench. */
  get bytes(): number {
    return this.total;
  }

  private async open(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    const found: { name: string; size: number; at: number }[] = [];
    for (const name of await fs.readdir(this.dir)) {
      const file = path.join(this.dir, name);
      if (!NAME.test(name)) {
        if (name.endsWith('.tmp')) await fs.rm(file, { force: true });
        continue;
      }
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile()) found.push({ name, size: stat.size, at: stat.mtimeMs });
    }
    for (const { name, size } of found.sort((a, b) => a.at - b.at)) this.remember(name, size);
    await this.evict();
  }

  private remember(name: string, size: number): void {
    this.forget(name);
    this.sizes.set(name, size);
    this.total += size;
  }

  private forget(name: string): void {
    const size = this.sizes.get(name);
    if (size === undefined) return;
    this.sizes.delete(name);
    this.total -= size;
  }

  /** The kept picture, or null; reading it makes it the most recently used. */
  async read(name: string): Promise<Buffer | null> {
    await this.opened();
    const size = this.sizes.get(name);
    if (size === undefined) return null;
    try {
      const bytes = await fs.readFile(path.join(this.dir, name));
      this.remember(name, bytes.length);
      return bytes;
    } catch {
      this.forget(name);
      return null;
    }
  }

  async write(name: string, bytes: Buffer): Promise<void> {
    if (!NAME.test(name)) throw new Error(`Not a picture file name: ${name}`);
    await this.opened();
    const temporary = path.join(this.dir, `${name}.${randomBytes(6).toString('hex')}.tmp`);
    await fs.writeFile(temporary, bytes);
    await fs.rename(temporary, path.join(this.dir, name));
    this.remember(name, bytes.length);
    await this.evict();
  }

  private async evict(): Promise<void> {
    for (const [name] of this.sizes) {
      if (this.total <= this.capBytes) return;
      this.forget(name);
      await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}
