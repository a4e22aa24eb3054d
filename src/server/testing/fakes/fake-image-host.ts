import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import sharp from 'sharp';

/**
 * How the fake answers one path. Real picture CDNs (image.tmdb.org, cdn.myanimelist.net,
 * media.kitsu.app) answer 200 with the picture's bytes and `Content-Type: image/jpeg` (or
 * image/png), 404 for a missing file, and 301/302 with a Location when a picture moved.
 */
export type PictureBehaviour =
  | { kind: 'picture'; bytes: Buffer; type: string }
  | { kind: 'status'; status: number }
  | { kind: 'redirect'; location: string }
  | { kind: 'hang' };

export interface FakeImageHost {
  /** The origin, e.g. http://127.0.0.1:PORT: what IMAGE_HOSTS names. */
  readonly url: string;
  /** Every path asked for, oldest first. */
  readonly asked: string[];
  /** Sets how a path is answered; '*' answers every path not set, and without it they are 404. */
  serve(path: string, behaviour: PictureBehaviour): void;
  close(): Promise<void>;
}

/** A poster-shaped JPEG (or PNG) of the size, made at test time. */
export function makePicture(
  width: number,
  height: number,
  format: 'jpeg' | 'png' = 'jpeg',
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  });
  return (format === 'jpeg' ? image.jpeg({ quality: 80 }) : image.png()).toBuffer();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header claims a picture of the side squared (a decompression bomb): a few hundred
 * bytes that would decode to gigabytes. Only its header is real.
 */
export function pixelBomb(side: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(0, 9);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(side + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A local picture host on loopback standing in for a picture CDN in tests, journeys and the bench. */
export async function startFakeImageHost(): Promise<FakeImageHost> {
  const behaviours = new Map<string, PictureBehaviour>();
  const asked: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    asked.push(path);
    const behaviour = behaviours.get(path) ??
      behaviours.get('*') ?? { kind: 'status', status: 404 };
    if (behaviour.kind === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour.kind === 'redirect') {
      response.writeHead(302, { Location: behaviour.location }).end();
    } else if (behaviour.kind === 'status') {
      response.writeHead(behaviour.status, { 'Content-Type': 'text/html' }).end('<h1>No</h1>');
    } else {
      response
        .writeHead(200, {
          'Content-Type': behaviour.type,
          'Content-Length': behaviour.bytes.length,
          'Cache-Control': 'max-age=31536000',
        })
        .end(behaviour.bytes);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    serve: (path, behaviour) => behaviours.set(path, behaviour),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
