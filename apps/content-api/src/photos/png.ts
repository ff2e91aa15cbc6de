import { crc32, deflateSync } from 'node:zlib';

// A minimal PNG encoder: 8-bit RGB, no interlace. Each row gets the filter (None, Sub or Up)
// with the smallest sum of absolute differences, the heuristic the PNG spec recommends, which
// keeps gradients and flat shapes small after deflate.

export interface RgbImage {
  width: number;
  height: number;
  /** width × height × 3 bytes, rows top to bottom. */
  pixels: Uint8Array;
}

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const bytesPerPixel = 3;

export function encodePng(image: RgbImage): Buffer {
  const { width, height, pixels } = image;
  if (pixels.length !== width * height * bytesPerPixel) {
    throw new RangeError(`expected ${width * height * bytesPerPixel} bytes of pixels, got ${pixels.length}`);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type: RGB
  // compression, filter method and interlace stay 0
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filterRows(image), { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(8 + data.length + 4);
  framed.writeUInt32BE(data.length, 0);
  typeAndData.copy(framed, 4);
  framed.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return framed;
}

function filterRows({ width, height, pixels }: RgbImage): Buffer {
  const stride = width * bytesPerPixel;
  const out = Buffer.alloc((stride + 1) * height);
  const sub = new Uint8Array(stride);
  const up = new Uint8Array(stride);
  for (let y = 0; y < height; y += 1) {
    const row = y * stride;
    const above = row - stride;
    let costNone = 0;
    let costSub = 0;
    let costUp = 0;
    for (let i = 0; i < stride; i += 1) {
      const value = pixels[row + i] as number;
      const left = i >= bytesPerPixel ? (pixels[row + i - bytesPerPixel] as number) : 0;
      const top = y > 0 ? (pixels[above + i] as number) : 0;
      sub[i] = (value - left) & 0xff;
      up[i] = (value - top) & 0xff;
      costNone += signedMagnitude(value);
      costSub += signedMagnitude(sub[i] as number);
      costUp += signedMagnitude(up[i] as number);
    }
    const target = y * (stride + 1);
    if (costUp <= costSub && costUp <= costNone) {
      out[target] = 2;
      out.set(up, target + 1);
    } else if (costSub <= costNone) {
      out[target] = 1;
      out.set(sub, target + 1);
    } else {
      out[target] = 0;
      out.set(pixels.subarray(row, row + stride), target + 1);
    }
  }
  return out;
}

function signedMagnitude(byte: number): number {
  return byte < 128 ? byte : 256 - byte;
}
