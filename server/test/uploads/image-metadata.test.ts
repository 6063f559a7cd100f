import { stripImageMetadata } from '../../src/uploads/image-metadata';
import { IMAGES } from '../helpers/multipart';

/** An EXIF block (little-endian TIFF, like most cameras) with Orientation and a GPS pointer, and a GPS IFD naming a place. */
function exifApp1(orientation: number): Buffer {
  const tiff = Buffer.alloc(64);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8); // two entries
  tiff.writeUInt16LE(0x0112, 10); // Orientation, SHORT, 1
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt16LE(0x8825, 22); // GPS IFD pointer
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(40, 30);
  tiff.write('GPS 23.8103N 90.4125E', 40, 'latin1');
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

const segment = (marker: number, text: string) => {
  const body = Buffer.from(text, 'latin1');
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([header, body]);
};

const pngChunk = (type: string, data: string) => {
  const body = Buffer.from(data, 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
};

const webpChunk = (type: string, data: Buffer) => {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(data.length);
  return Buffer.concat([Buffer.from(type, 'latin1'), size, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
};

describe('stripping image metadata', () => {
  it('takes EXIF (GPS included), XMP and comments out of a JPEG, keeps its orientation, tables and image data', () => {
    const jpeg = IMAGES.jpeg;
    const withMetadata = Buffer.concat([
      jpeg.subarray(0, 2),
      exifApp1(6),
      segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>Dhaka</x:xmpmeta>'),
      segment(0xfe, 'taken at home'),
      jpeg.subarray(2),
    ]);
    const stripped = stripImageMetadata(withMetadata, 'jpg');
    expect(stripped).toBeDefined();
    const text = stripped?.toString('latin1') ?? '';
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('xmpmeta');
    expect(text).not.toContain('taken at home');
    // The picture itself is byte for byte the original's, after a one-entry EXIF holding orientation 6.
    expect(stripped?.subarray(-(jpeg.length - 2)).equals(jpeg.subarray(2))).toBe(true);
    const exif = stripped?.subarray(2, 2 + 4 + 6 + 26);
    expect(exif?.toString('latin1', 4, 10)).toBe('Exif\0\0');
    expect(exif?.readUInt16BE(4 + 6 + 10)).toBe(0x0112);
    expect(exif?.readUInt16BE(4 + 6 + 18)).toBe(6);
    // A JPEG without metadata comes back as it was.
    expect(stripImageMetadata(jpeg, 'jpg')?.equals(jpeg)).toBe(true);
  });

  it('drops the text, time and EXIF chunks of a PNG and keeps the image chunks', () => {
    const png = IMAGES.png;
    const iend = png.length - 12;
    const withMetadata = Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', 'Location\0Dhaka'), pngChunk('eXIf', 'GPS'), png.subarray(33, iend), pngChunk('iTXt', 'x'), png.subarray(iend)]);
    const stripped = stripImageMetadata(withMetadata, 'png');
    expect(stripped?.equals(png)).toBe(true);
  });

  it('drops the EXIF and XMP chunks of a WebP, clears their flags and fixes the RIFF size', () => {
    const vp8x = Buffer.alloc(10);
    vp8x[0] = 0x08 | 0x04 | 0x20; // EXIF, XMP and ICC present
    const image = webpChunk('VP8 ', Buffer.alloc(20, 7));
    const chunks = Buffer.concat([webpChunk('VP8X', vp8x), webpChunk('ICCP', Buffer.from('icc')), image, webpChunk('EXIF', Buffer.from('GPS 23.8N')), webpChunk('XMP ', Buffer.from('<x/>'))]);
    const header = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]);
    header.writeUInt32LE(chunks.length + 4, 4);
    const stripped = stripImageMetadata(Buffer.concat([header, chunks]), 'webp');
    const text = stripped?.toString('latin1') ?? '';
    expect(text).not.toContain('GPS');
    expect(text).not.toContain('XMP');
    expect(stripped?.readUInt32LE(4)).toBe((stripped?.length ?? 0) - 8);
    expect(stripped?.[20]).toBe(0x20); // only the ICC flag is left
    expect(text).toContain('ICCP');
    expect(stripped?.subarray(-image.length).equals(image)).toBe(true);
  });

  it('refuses what it cannot walk rather than keeping its metadata', () => {
    expect(stripImageMetadata(Buffer.from([0xff, 0xd8, 0x00, 0x01]), 'jpg')).toBeUndefined();
    expect(stripImageMetadata(Buffer.concat([IMAGES.png.subarray(0, 8), Buffer.from([0, 0, 1, 0])]), 'png')).toBeUndefined();
  });
});
