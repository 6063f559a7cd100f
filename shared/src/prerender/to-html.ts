import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** The HTML of a tree once everything in it has loaded (lazy pages included). */
export async function toHtml(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    prelude.pipe(new Writable({ write: (chunk: Buffer, _encoding, done) => { chunks.push(chunk); done(); } }))
      .on('finish', resolve)
      .on('error', reject);
  });
  return Buffer.concat(chunks).toString('utf8');
}
