import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written as its files arrive (fflate's streaming Zip): each file's bytes go into the
 * archive when it is added, and the archive is the list of those chunks, never copied into one
 * buffer. PNGs are stored, not deflated (they are compressed already); anything else is deflated.
 */
export class ZipStream {
  private readonly zip: Zip;
  private readonly done: Promise<Blob>;

  constructor() {
    const parts: Uint8Array[] = [];
    let zip!: Zip;
    this.done = new Promise<Blob>((resolve, reject) => {
      zip = new Zip((err, chunk, final) => {
        if (err) return reject(err);
        parts.push(chunk);
        if (final) resolve(new Blob(parts as BlobPart[], { type: 'application/zip' }));
      });
    });
    this.zip = zip;
  }

  /**
   * Adds a file; files are written in the order they are added.
   * @param name - its name in the archive
   * @param bytes - its content
   */
  add(name: string, bytes: Uint8Array): void {
    const file = name.endsWith('.png') ? new ZipPassThrough(name) : new ZipDeflate(name, { level: 6 });
    this.zip.add(file);
    file.push(bytes, true);
  }

  /**
   * Closes the archive.
   * @returns the ZIP file
   */
  finish(): Promise<Blob> {
    this.zip.end();
    return this.done;
  }
}
