import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PictureUnavailable } from './fetch-picture';
import { resizePicture, warmUpResizing } from './resize-picture';

describe('resizing a poster', () => {
  it('warms up on a poster’s own steps without a picture from anywhere', async () => {
    await expect(warmUpResizing()).resolves.toBeUndefined();
  });

  it('writes WebP at the width asked for, never wider than the source', async () => {
    const jpeg = await sharp({ create: { width: 60, height: 90, channels: 3, background: '#123' } })
      .jpeg()
      .toBuffer();
    const [narrower, wider] = await Promise.all([
      resizePicture(jpeg, 30),
      resizePicture(jpeg, 154),
    ]);
    expect(await sharp(narrower).metadata()).toMatchObject({ format: 'webp', width: 30 });
    expect(await sharp(wider).metadata()).toMatchObject({ format: 'webp', width: 60 });
  });

  it('calls bytes that are no picture unavailable', async () => {
    await expect(resizePicture(Buffer.from('not a picture'), 154)).rejects.toBeInstanceOf(
      PictureUnavailable,
    );
  });
});
