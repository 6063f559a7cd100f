export type ImageExtension = 'jpg' | 'png' | 'webp';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const startsWith = (content: Buffer, bytes: number[], offset = 0) => bytes.every((byte, index) => content[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/**
 * The image type by the file's first bytes (its magic number), never by its name or the
 * client's Content-Type: a text file called photo.png is not an image.
 */
export function detectImageType(content: Buffer): ImageExtension | undefined {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(content, PNG_SIGNATURE)) return 'png';
  if (content.length >= 12 && startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8)) return 'webp';
  return undefined;
}
