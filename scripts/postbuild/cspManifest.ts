import {createHash} from 'node:crypto';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {CSP_MANIFEST, type CspManifest} from '../../common/cspManifest';
import {inquiryTransport} from '../../common/inquiries/transport';

// Inline scripts without src whose type executes (no type, or a JavaScript type); JSON-LD is data.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype=["']?application\/(ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!DATA_TYPE.test(attributes!) && body!.length > 0) {
      hashes.push(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
    }
  }
  return hashes;
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

export async function writeCspManifest(root: string, env: NodeJS.ProcessEnv = process.env): Promise<CspManifest> {
  // The decision docusaurus.config.ts made for this build, from the same environment.
  const transport = inquiryTransport(env);
  const supabaseOrigin = transport.kind === 'supabase' ? new URL(transport.url).origin : null;
  const hashes = new Set<string>();
  for await (const file of htmlFiles(root)) {
    inlineScriptHashes(await readFile(file, 'utf8')).forEach((hash) => hashes.add(hash));
  }
  const manifest: CspManifest = {scriptHashes: [...hashes].sort(), analytics: Boolean(env.GTAG_ID), supabaseOrigin};
  await writeFile(path.join(root, CSP_MANIFEST), JSON.stringify(manifest, null, 2));
  return manifest;
}
