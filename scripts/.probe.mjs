import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
const rows = [];
page.on('response', async (r) => { try { const b = await r.body(); rows.push([new URL(r.url()).pathname, b.length, gzipSync(b).length]); } catch {} });
await page.goto(process.argv[2], { waitUntil: 'networkidle' });
rows.sort((a,b)=>b[2]-a[2]); for (const r of rows) console.log(r.join('\t'));
await browser.close();
