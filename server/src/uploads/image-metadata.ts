import type { ImageExtension } from './image-type';

/**
 * Removes what a camera or editor writes about a picture besides the picture: EXIF (GPS position,
 * camera, time), XMP, IPTC, comments and text chunks. A JPEG keeps only its orientation (a new,
 * one-entry EXIF block), so a phone photo still shows upright. Colour profiles stay. The pixels
 * are not touched: nothing is decoded or re-encoded. Content it cannot walk is returned as
 * undefined (the upload is refused rather than stored with its metadata).
 */
export function stripImageMetadata(content: Buffer, type: ImageExtension): Buffer | undefined {
  try {
    if (type === 'jpg') return stripJpeg(content);
    if (type === 'png') return stripPng(content);
    return stripWebp(content);
  } catch {
    return undefined;
  }
}

// ---- JPEG: segments up to the image data (SOS); APP1 (EXIF, XMP), APP13 (IPTC) and COM go.
const SOI = 0xd8;
const SOS = 0xda;
const APP1 = 0xe1;
const DROPPED_JPEG_MARKERS = new Set([APP1, 0xed, 0xfe]);
const ORIENTATION_TAG = 0x0112;

function stripJpeg(content: Buffer): Buffer | undefined {
  if (content[0] !== 0xff || content[1] !== SOI) return undefined;
  const parts: Buffer[] = [content.subarray(0, 2)];
  let orientation: number | undefined;
  let offset = 2;
  while (offset + 4 <= content.length) {
    if (content[offset] !== 0xff) return undefined;
    const marker = content[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === SOS) {
      // The orientation goes right after the start, where EXIF belongs.
      if (orientation !== undefined) parts.splice(1, 0, orientationSegment(orientation));
      parts.push(content.subarray(offset));
      return Buffer.concat(parts);
    }
    const length = content.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (length < 2 || end > content.length) return undefined;
    const segment = content.subarray(offset, end);
    if (marker === APP1) orientation ??= exifOrientation(segment.subarray(4));
    if (!DROPPED_JPEG_MARKERS.has(marker)) parts.push(segment);
    offset = end;
  }
  return undefined;
}

/** The Orientation (1-8) of an EXIF block (`Exif\0\0` + TIFF), if it has one; a malformed block has none. */
function exifOrientation(exif: Buffer): number | undefined {
  try {
    return readOrientation(exif);
  } catch {
    return undefined;
  }
}

function readOrientation(exif: Buffer): number | undefined {
  if (exif.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = exif.subarray(6);
  const big = tiff.toString('latin1', 0, 2) === 'MM';
  const read16 = (at: number) => (big ? tiff.readUInt16BE(at) : tiff.readUInt16LE(at));
  const read32 = (at: number) => (big ? tiff.readUInt32BE(at) : tiff.readUInt32LE(at));
  const ifd = read32(4);
  const entries = read16(ifd);
  for (let index = 0; index < entries; index += 1) {
    const entry = ifd + 2 + index * 12;
    if (read16(entry) === ORIENTATION_TAG) {
      const value = read16(entry + 8);
      return value >= 1 && value <= 8 ? value : undefined;
    }
  }
  return undefined;
}

/** An APP1 segment whose EXIF holds the orientation and nothing else (big-endian TIFF, one IFD entry). */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // one value
  tiff.writeUInt16BE(orientation, 18); // the value, left-justified in its 4 bytes
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, APP1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([header, payload]);
}

// ---- PNG: chunks (length, type, data, CRC); the metadata chunk types go, whole.
const DROPPED_PNG_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(content: Buffer): Buffer | undefined {
  const parts: Buffer[] = [content.subarray(0, 8)];
  let offset = 8;
  while (offset + 12 <= content.length) {
    const length = content.readUInt32BE(offset);
    const type = content.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > content.length) return undefined;
    if (!DROPPED_PNG_CHUNKS.has(type)) parts.push(content.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return Buffer.concat(parts);
  }
  return undefined;
}

// ---- WebP: RIFF chunks; EXIF and XMP go, and the extended header's flags for them are cleared.
const DROPPED_WEBP_CHUNKS = new Set(['EXIF', 'XMP ']);
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function stripWebp(content: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let offset = 12;
  while (offset + 8 <= content.length) {
    const type = content.toString('latin1', offset, offset + 4);
    const size = content.readUInt32LE(offset + 4);
    const end = offset + 8 + size + (size % 2); // chunks are padded to an even size
    if (offset + 8 + size > content.length) return undefined;
    const chunk = Buffer.from(content.subarray(offset, Math.min(end, content.length)));
    if (type === 'VP8X') chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
    if (!DROPPED_WEBP_CHUNKS.has(type)) parts.push(chunk);
    offset = end;
  }
  const body = Buffer.concat(parts);
  const header = Buffer.from(content.subarray(0, 12));
  header.writeUInt32LE(body.length + 4, 4); // 'WEBP' plus the chunks
  return Buffer.concat([header, body]);
}
