// Encodes a carousel's pages as PNG and writes them into the ZIP, off the page's main thread: the
// page draws each page (an SVG image can only be drawn there) and hands over the bitmap, then
// captures the next page while this worker encodes. Messages are handled in order.
import { ZipStream } from './zip-stream';

/** From the page: a drawn page to add, or the end of the pages. */
export type ZipWorkerRequest = { type: 'page'; name: string; bitmap: ImageBitmap } | { type: 'finish' };

/** To the page: a page is in the archive, the archive, or what went wrong. */
export type ZipWorkerReply =
  { type: 'added'; name: string } | { type: 'zip'; zip: Blob } | { type: 'error'; message: string };

const zip = new ZipStream();
let work: Promise<void> = Promise.resolve();

async function encode(bitmap: ImageBitmap): Promise<Uint8Array> {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context in the worker');
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
}

const reply = (message: ZipWorkerReply): void => self.postMessage(message);

self.onmessage = ({ data }: MessageEvent<ZipWorkerRequest>) => {
  work = work
    .then(async () => {
      if (data.type === 'page') {
        zip.add(data.name, await encode(data.bitmap));
        reply({ type: 'added', name: data.name });
      } else {
        reply({ type: 'zip', zip: await zip.finish() });
      }
    })
    .catch((err: unknown) => reply({ type: 'error', message: String(err) }));
};
