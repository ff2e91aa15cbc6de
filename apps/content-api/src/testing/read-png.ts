import { crc32, inflateSync } from 'node:zlib';

// Reads back the PNGs this project writes (8-bit RGB, no interlace), so tests can check sizes,
// checksums and pixels without an image library.

export interface DecodedPng {
  width: number;
  height: number;
  pixels: Uint8Array;
}

export function readPngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = Buffer.from(bytes);
  if (view.toString('latin1', 12, 16) !== 'IHDR') throw new Error('IHDR is not the first chunk');
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

export function decodePng(bytes: Uint8Array): DecodedPng {
  const view = Buffer.from(bytes);
  if (!view.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    throw new Error('not a PNG signature');
  }
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < view.length) {
    const length = view.readUInt32BE(offset);
    const type = view.toString('latin1', offset + 4, offset + 8);
    const body = view.subarray(offset + 8, offset + 8 + length);
    if (crc32(view.subarray(offset + 4, offset + 8 + length)) !== view.readUInt32BE(offset + 8 + length)) {
      throw new Error(`bad CRC in ${type}`);
    }
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 2 || body[12] !== 0) throw new Error('only 8-bit RGB, no interlace');
    }
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  return { width, height, pixels: unfilter(inflateSync(Buffer.concat(data)), width, height) };
}

function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const pixels = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i += 1) {
      const value = raw[y * (stride + 1) + 1 + i] as number;
      const left = i >= 3 ? (pixels[y * stride + i - 3] as number) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const predictor = filter === 0 ? 0 : filter === 1 ? left : filter === 2 ? up : Number.NaN;
      if (Number.isNaN(predictor)) throw new Error(`unexpected filter ${filter}`);
      pixels[y * stride + i] = (value + predictor) & 0xff;
    }
  }
  return pixels;
}
